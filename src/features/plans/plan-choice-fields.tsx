// The three choices of «Contrata tu plan»: projects, plan and additional plans.
import {
  Checkbox,
  Fieldset,
  HStack,
  List,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatUF } from '../../lib/format';
import { QuantityInput } from '../../components/number-input/number-input';
import {
  MAX_ADDITIONAL_QUANTITY,
  PLAN_OFFERS,
  additionalMonthlyUf,
  planName,
} from '../../shared/plans';
import type { AdditionalType, ChosenAdditional, PlanProject } from './plans.types';

const toggled = <T,>(list: readonly T[], item: T, on: boolean, same: (a: T) => boolean) =>
  on ? [...list.filter((x) => !same(x)), item] : list.filter((x) => !same(x));

export function ProjectsField(props: {
  projects: readonly PlanProject[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Proyectos</Fieldset.Legend>
      <Fieldset.HelperText>
        El plan y los adicionales se aplican a cada proyecto elegido.
      </Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {props.projects.length === 0 ? (
          <Text color="fg.muted">Esta inmobiliaria no tiene proyectos.</Text>
        ) : null}
        {props.projects.map((project) => (
          <Checkbox.Root
            key={project.id}
            colorPalette="primary"
            checked={props.chosen.includes(project.id)}
            onCheckedChange={(d) =>
              props.onChange(
                toggled(props.chosen, project.id, d.checked === true, (x) => x === project.id),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {project.name}{' '}
              <Text as="span" color="fg.muted" textStyle="sm">
                ({`hoy ${planName(project.plan)}`})
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

export function PlanField(props: { plan: number | null; onChange(plan: number): void }) {
  return (
    <RadioCard.Root
      value={props.plan === null ? null : String(props.plan)}
      onValueChange={(d) => d.value && props.onChange(Number(d.value))}
      colorPalette="primary"
    >
      <RadioCard.Label>Plan</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {PLAN_OFFERS.map((offer) => (
          <RadioCard.Item key={offer.id} value={String(offer.id)}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{`Plan ${offer.name}`}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {offer.monthlyUf
                    ? `${formatUF(offer.monthlyUf)} al mes por proyecto`
                    : 'Sin costo'}
                </RadioCard.ItemDescription>
                <List.Root textStyle="sm" color="fg.muted" ps="4" mt="1">
                  {[offer.summary, ...offer.includes].map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

export function AdditionalsField(props: {
  types: readonly AdditionalType[];
  chosen: readonly ChosenAdditional[];
  onChange(chosen: ChosenAdditional[]): void;
}) {
  const { chosen, onChange } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Planes adicionales</Fieldset.Legend>
      <Fieldset.HelperText>Opcionales; elige la cantidad de cada uno.</Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {props.types.map((type) => {
          const entry = chosen.find((c) => c.id === type.id);
          const price = additionalMonthlyUf(type.name);
          return (
            <HStack key={type.id} gap="4" minH="10" wrap="wrap">
              <Checkbox.Root
                minW="72"
                colorPalette="primary"
                checked={entry !== undefined}
                onCheckedChange={(d) =>
                  onChange(
                    toggled(
                      chosen,
                      { id: type.id, quantity: 1 },
                      d.checked === true,
                      (c) => c.id === type.id,
                    ),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {type.name}{' '}
                  <Text as="span" color="fg.muted" textStyle="sm">
                    {price === null ? '(a convenir)' : `(${formatUF(price)} al mes)`}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
              {entry ? (
                <QuantityInput
                  w="24"
                  size="sm"
                  aria-label={`Cantidad de ${type.name}`}
                  value={entry.quantity}
                  onChange={(quantity) => {
                    // Out of range or not a whole number: the last good quantity stays (and is
                    // shown again once the field is left).
                    if (quantity === null || !Number.isInteger(quantity)) return;
                    if (quantity < 1 || quantity > MAX_ADDITIONAL_QUANTITY) return;
                    onChange(chosen.map((c) => (c.id === type.id ? { ...c, quantity } : c)));
                  }}
                />
              ) : null}
            </HStack>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}
