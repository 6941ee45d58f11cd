// The filters of the promise lists: project, status (of that list's table) and a search box
// (name, email, phone or RUT as typed: the server normalises a RUT with or without dots and dash).
// All three live in the URL.
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { SearchInput } from '../../components/search-input/search-input';
import type { Option, PromiseFilterValues } from './promises.types';

export interface PromiseFiltersProps {
  value: PromiseFilterValues;
  onChange(patch: Partial<PromiseFilterValues>): void;
  projects: readonly Option[];
  statuses: readonly Option[];
  /** The search box's accessible name ('Buscar solicitudes de promesa'). */
  searchLabel: string;
}

function FilterSelect(props: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly Option[];
  onChange(value: string): void;
}) {
  return (
    <Field.Root w={{ base: 'full', md: '64' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          <option value="">{props.allLabel}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function PromiseFilters(props: PromiseFiltersProps) {
  const { value, onChange } = props;
  return (
    <HStack gap="4" align="flex-end" wrap="wrap" mb="4">
      <FilterSelect
        label="Proyecto"
        value={value.project}
        allLabel="Todos los proyectos"
        options={props.projects}
        onChange={(project) => onChange({ project })}
      />
      <FilterSelect
        label="Estado"
        value={value.status}
        allLabel="Todos los estados"
        options={props.statuses}
        onChange={(status) => onChange({ status })}
      />
      <SearchInput
        value={value.search}
        onChange={(search) => onChange({ search })}
        label={props.searchLabel}
        placeholder="Nombre, correo, teléfono o RUT"
      />
    </HStack>
  );
}
