// A labelled group of checkboxes (projects, direct permissions): a fieldset with a legend so the
// group has a name, native checkboxes underneath so Space toggles them, and a scrolling box when
// the list is long.
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import type { Option } from './user-form.mapping';

export interface CheckboxListFieldProps {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  helperText?: ReactNode;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText: string;
  error?: string;
  disabled?: boolean;
  columns?: number;
}

export function CheckboxListField(props: CheckboxListFieldProps) {
  const { legend, name, options, value, onChange, helperText, emptyText, error } = props;
  const { disabled = false, columns = 2 } = props;
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      {options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <CheckboxGroup name={name} value={value} onValueChange={onChange} disabled={disabled}>
          <SimpleGrid
            columns={{ base: 1, md: columns }}
            gap="2"
            maxH="64"
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            p="3"
          >
            {options.map((option) => (
              <Checkbox.Root key={option.value} value={option.value} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label overflowWrap="anywhere">{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      )}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
