// The filters above both booking lists: project, status (of the list's own table) and a search
// by the customer's name, email, phone or RUT written with or without dots and dash; the requests'
// list adds «Por vencer» (issue 31).
import { ClearFiltersButton } from '../../components/clear-filters-button';
import { Checkbox, Flex, Stack } from '@chakra-ui/react';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { SearchInput } from '../../components/search-input/search-input';
import { statusCodes, statusLabel, type StatusTable } from '../../shared/sales-status';
import type { BookingFilterPatch, BookingFilters } from './booking-filters';
import type { Option } from './bookings.types';

export interface BookingsFilterBarProps<S extends string> {
  /** 'Filtros de solicitudes de reserva': names the search landmark. */
  label: string;
  /** 'Buscar solicitudes de reserva': names the search box. */
  searchLabel: string;
  table: StatusTable<S>;
  value: BookingFilters;
  projects: readonly Option[];
  onChange(patch: BookingFilterPatch): void;
  /** Offers «Por vencer» (the requests' list). */
  expiringFilter?: boolean;
}

export const NO_BOOKING_FILTERS: BookingFilterPatch = {
  project: '',
  status: '',
  q: '',
  expiring: '',
};

export function BookingsFilterBar<S extends string>(props: BookingsFilterBarProps<S>) {
  const { label, searchLabel, table, value, projects, onChange } = props;
  const statuses = statusCodes(table).map((code) => ({
    value: code,
    label: statusLabel(table, code),
  }));
  const filtered = [value.project, value.status, value.q, value.expiring].some((t) => t !== '');
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
          placeholder="Nombre, correo, teléfono o RUT del cliente"
          value={value.q}
          onChange={(q) => onChange({ q })}
        />
        {props.expiringFilter ? (
          <Checkbox.Root
            colorPalette="primary"
            checked={value.expiring === '1'}
            onCheckedChange={(d) => onChange({ expiring: d.checked === true ? '1' : '' })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Por vencer (próximas 48 horas)</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <ClearFiltersButton shown={filtered} onClear={() => onChange(NO_BOOKING_FILTERS)} />
      </Flex>
    </Stack>
  );
}
