// The filters of /preapprovals: project, status and a search box (name, email, phone or RUT as
// typed: the server normalises a RUT with or without dots and dash). All three live in the URL.
import { HStack } from '@chakra-ui/react';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { SearchInput } from '../../components/search-input/search-input';
import { PREAPPROVAL_STATUS_OPTIONS } from './preapproval-labels';
import type { Option, PreapprovalFilterValues } from './preapprovals.types';

export interface PreapprovalFiltersProps {
  value: PreapprovalFilterValues;
  onChange(patch: Partial<PreapprovalFilterValues>): void;
  projects: readonly Option[];
}

export function PreapprovalFilters({ value, onChange, projects }: PreapprovalFiltersProps) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap" mb="4">
      <FilterSelect
        label="Proyecto"
        value={value.project}
        allLabel="Todos los proyectos"
        options={projects}
        onChange={(project) => onChange({ project })}
      />
      <FilterSelect
        label="Estado"
        value={value.status}
        allLabel="Todos los estados"
        options={PREAPPROVAL_STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <SearchInput
        value={value.search}
        onChange={(search) => onChange({ search })}
        label="Buscar preaprobaciones"
        placeholder="Nombre, correo, teléfono o RUT"
      />
    </HStack>
  );
}
