// The warehouses or parking lots sold with a home: a labelled group of checkboxes, each with its
// identifier and price in UF, from the home's own project.
import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { formatUF } from '../../../lib/format';

export interface ComplementOption {
  id: string;
  identifier: string;
  price: number;
}

export interface ComplementsFieldProps {
  legend: string;
  options: readonly ComplementOption[];
  value: string[];
  onChange(value: string[]): void;
  emptyText: string;
  disabled?: boolean;
  error?: string;
}

export function ComplementsField(props: ComplementsFieldProps) {
  const { legend, options, value, onChange, emptyText, disabled = false, error } = props;
  const total = options
    .filter((option) => value.includes(option.id))
    .reduce((sum, option) => sum + option.price, 0);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <CheckboxGroup value={value} onValueChange={onChange} disabled={disabled}>
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="2"
            maxH="48"
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            p="3"
          >
            {options.map((option) => (
              <Checkbox.Root key={option.id} value={option.id} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {option.identifier}{' '}
                  <Text as="span" color="fg.muted">
                    · {formatUF(option.price)}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      )}
      {value.length > 0 ? (
        <Fieldset.HelperText>
          {value.length === 1 ? '1 seleccionado' : `${value.length} seleccionados`} · total{' '}
          {formatUF(total)}
        </Fieldset.HelperText>
      ) : null}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
