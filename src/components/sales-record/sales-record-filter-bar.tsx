// The filters above a sales-record list: project, status (of the list's own table) and a search
// by the customer's name, email, phone or RUT written with or without dots and dash; a list may add
// «Por vencer». Drawn and tested through the list frame's stories.
import { Checkbox, Flex, Stack } from '@chakra-ui/react';
import { ClearFiltersButton } from '../clear-filters-button';
import { FilterSelect } from '../filter-select/filter-select';
import { SearchInput } from '../search-input/search-input';
import { statusCodes, statusLabel, type StatusTable } from '../../shared/sales-status';
import {
  NO_FILTERS,
  isFiltered,
  type SalesRecordFilterPatch,
  type SalesRecordFilters,
} from './sales-record-filters';

export interface Option {
  value: string;
  label: string;
}

export interface SalesRecordFilterBarProps<S extends string> {
  /** 'Filtros de solicitudes de reserva': names the search landmark. */
  label: string;
  /** 'Buscar solicitudes de reserva': names the search box. */
  searchLabel: string;
  searchPlaceholder: string;
  table: StatusTable<S>;
  value: SalesRecordFilters;
  projects: readonly Option[];
  onChange(patch: SalesRecordFilterPatch): void;
  /** The «Por vencer» box's label; no box without it. */
  expiringLabel?: string;
}

export function SalesRecordFilterBar<S extends string>(props: SalesRecordFilterBarProps<S>) {
  const { label, searchLabel, table, value, projects, onChange, expiringLabel } = props;
  const statuses = statusCodes(table).map((code) => ({
    value: code,
    label: statusLabel(table, code),
  }));
  return (
    <Stack gap="3" mb="4" role="search" aria-label={label}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Proyecto"
          allLabel="Todos los proyectos"
          value={value.project}
          options={projects}
          onChange={(project) => onChange({ project })}
        />
        <FilterSelect
          label="Estado"
          allLabel="Todos los estados"
          value={value.status}
          options={statuses}
          onChange={(status) => onChange({ status })}
        />
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput
          label={searchLabel}
          placeholder={props.searchPlaceholder}
          value={value.q}
          onChange={(q) => onChange({ q })}
        />
        {expiringLabel ? (
          <Checkbox.Root
            colorPalette="primary"
            checked={value.expiring === '1'}
            onCheckedChange={(d) => onChange({ expiring: d.checked === true ? '1' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{expiringLabel}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <ClearFiltersButton shown={isFiltered(value)} onClear={() => onChange(NO_FILTERS)} />
      </Flex>
    </Stack>
  );
}
