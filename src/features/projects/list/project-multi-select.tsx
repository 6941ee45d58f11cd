// A multi-select of projects (the list filter): Chakra's Select with `multiple`, the chosen
// names summarised in the trigger and a clear button.
import { useMemo } from 'react';
import { Portal, Select, createListCollection } from '@chakra-ui/react';
import type { Option } from '../projects.types';

export interface ProjectMultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange(value: string[]): void;
  placeholder?: string;
  disabled?: boolean;
}

export function ProjectMultiSelect(props: ProjectMultiSelectProps) {
  const { label, options, value, onChange, placeholder = 'Todos', disabled } = props;
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  const summary =
    value.length === 0
      ? undefined
      : value.length === 1
        ? (options.find((option) => option.value === value[0])?.label ?? '1 proyecto')
        : `${value.length} proyectos`;
  return (
    <Select.Root
      multiple
      collection={collection}
      value={[...value]}
      onValueChange={(details) => onChange(details.value)}
      disabled={disabled}
      size="sm"
      w={{ base: 'full', md: '80' }}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        {/* Chakra's placeholder colour (muted, faded) is too faint on the page's canvas. */}
        <Select.Trigger _placeholderShown={{ color: 'fg.muted' }}>
          <Select.ValueText placeholder={placeholder}>{summary}</Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.ClearTrigger aria-label={`Quitar filtro de ${label.toLowerCase()}`} />
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content maxH="72">
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
