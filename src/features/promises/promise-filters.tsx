// The filters of the promise lists: project, status (of that list's table) and a search box
// (name, email, phone or RUT as typed: the server normalises a RUT with or without dots and dash).
// All three live in the URL.
import { HStack } from '@chakra-ui/react';
import { FilterSelect } from '../../components/filter-select/filter-select';
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
