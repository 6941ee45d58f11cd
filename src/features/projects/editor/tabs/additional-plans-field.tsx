// Additional plans contracted for the project: tick a plan, then say how many.
import { Checkbox, Field, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { QuantityInput } from '../../../../components/number-input/number-input';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from './form-controls';
import type { ProjectFormInput } from '../project-form.schema';
import type { Option } from '../../projects.types';

export function AdditionalPlansField({ plans }: { plans: readonly Option[] }) {
  const { control, getFieldState, formState } = useFormContext<ProjectFormInput>();
  const error = useFieldError('projectadditional');
  const quantityError = (position: number) =>
    getFieldState(`projectadditional.${position}.quantity`, formState).error?.message;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Planes adicionales</Fieldset.Legend>
      <Fieldset.HelperText>Extras contratados además del plan del proyecto.</Fieldset.HelperText>
      <Controller
        control={control}
        name="projectadditional"
        render={({ field }) => {
          const chosen = field.value;
          const toggle = (id: string, on: boolean) =>
            field.onChange(
              on
                ? [...chosen, { additional_plan_type_id: id, quantity: 1 }]
                : chosen.filter((plan) => plan.additional_plan_type_id !== id),
            );
          const setQuantity = (id: string, quantity: number | null) =>
            field.onChange(
              chosen.map((plan) =>
                plan.additional_plan_type_id === id ? { ...plan, quantity } : plan,
              ),
            );
          return (
            <Stack gap="2" mt="2">
              {plans.length === 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  No hay planes adicionales disponibles.
                </Text>
              ) : null}
              {plans.map((plan) => {
                const position = chosen.findIndex(
                  (item) => item.additional_plan_type_id === plan.value,
                );
                const entry = chosen[position];
                const problem = position >= 0 ? quantityError(position) : undefined;
                return (
                  <HStack key={plan.value} gap="4" minH="10" align="center">
                    <Checkbox.Root
                      minW="64"
                      colorPalette="primary"
                      checked={entry !== undefined}
                      onCheckedChange={(details) => toggle(plan.value, details.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{plan.label}</Checkbox.Label>
                    </Checkbox.Root>
                    {entry ? (
                      <Field.Root invalid={Boolean(problem)} w="auto">
                        <HStack gap="2">
                          <Field.Label textStyle="sm" fontWeight="normal">
                            Cantidad
                          </Field.Label>
                          <QuantityInput
                            w="24"
                            size="sm"
                            aria-label={`Cantidad de ${plan.label}`}
                            value={entry.quantity}
                            onChange={(quantity) => setQuantity(plan.value, quantity)}
                          />
                        </HStack>
                        <Field.ErrorText>{problem}</Field.ErrorText>
                      </Field.Root>
                    ) : null}
                  </HStack>
                );
              })}
            </Stack>
          );
        }}
      />
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
