// The filters above /business, shared by the board and the list: one search box for the
// customer's name, RUT, email or phone, the project, the creation date range, a current Rukan and
// the pre-approval status.
import { ClearFiltersButton } from '../../../components/clear-filters-button';
import { DateRangeFields } from '../../../components/date-text-field/date-range-fields';
import { Flex, Stack } from '@chakra-ui/react';
import { FilterSelect } from '../../../components/filter-select/filter-select';
import { SearchInput } from '../../../components/search-input/search-input';
import { preapprovalStatus, statusCodes } from '../../../shared/sales-status';
import {
  NO_FILTERS,
  isFiltered,
  type BusinessFilterPatch,
  type BusinessFilters,
} from './business-filter-state';
import type { Option } from './board.types';

export interface BusinessFiltersProps {
  value: BusinessFilters;
  dateErrors: { from: string | null; to: string | null };
  projects: readonly Option[];
  onChange(patch: BusinessFilterPatch): void;
}

const RUKAN_OPTIONS: Option[] = [
  { value: '1', label: 'Con Rukan vigente' },
  { value: '0', label: 'Sin Rukan vigente' },
];

const PREAPPROVAL_OPTIONS: Option[] = statusCodes(preapprovalStatus).map((code) => ({
  value: code,
  label: preapprovalStatus.statuses[code].label,
}));

export function BusinessFiltersBar({
  value,
  dateErrors,
  projects,
  onChange,
}: BusinessFiltersProps) {
  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filtros de negocios">
      <Flex gap="3" wrap="wrap" align="flex-start">
        <FilterSelect
          label="Proyecto"
          allLabel="Todos los proyectos"
          value={value.project}
          options={projects}
          onChange={(project) => onChange({ project })}
        />
        <DateRangeFields from={value.from} to={value.to} errors={dateErrors} onChange={onChange} />
        <FilterSelect
          label="Rukan vigente"
          allLabel="Todos"
          value={value.rukan}
          options={RUKAN_OPTIONS}
          onChange={(rukan) => onChange({ rukan })}
        />
        <FilterSelect
          label="Preaprobación"
          allLabel="Todos los estados"
          value={value.preapproval}
          options={PREAPPROVAL_OPTIONS}
          onChange={(preapproval) => onChange({ preapproval })}
        />
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput
          label="Buscar negocios"
          placeholder="Nombre, RUT, correo o teléfono del cliente"
          value={value.q}
          onChange={(q) => onChange({ q })}
        />
        <ClearFiltersButton shown={isFiltered(value)} onClear={() => onChange(NO_FILTERS)} />
      </Flex>
    </Stack>
  );
}
