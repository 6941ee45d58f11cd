// A labelled group of checkboxes (tags, related projects): a fieldset with a legend so the group
// has a name, native checkboxes so Space toggles them, a scrolling box when the list is long.
import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import type { Option } from './news.types';

export interface NewsCheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string[];
  onChange(value: string[]): void;
  emptyText: string;
  error?: string;
  disabled?: boolean;
}

export function NewsCheckboxGroup(props: NewsCheckboxGroupProps) {
  const { legend, name, options, value, onChange, emptyText, error, disabled = false } = props;
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <CheckboxGroup name={name} value={value} onValueChange={onChange} disabled={disabled}>
          <SimpleGrid
            columns={1}
            gap="2"
            maxH="56"
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
