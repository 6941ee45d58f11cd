// The filters above /quotations: agency (when the viewer sees more than one), project, the
// creation date range, status, «Por vencer» (issue 31) and a search by the customer's name, email,
// phone or RUT.
import { ClearFiltersButton } from '../../components/clear-filters-button';
import { DateRangeFields } from '../../components/date-text-field/date-range-fields';
import { Checkbox, Flex, Stack } from '@chakra-ui/react';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { SearchInput } from '../../components/search-input/search-input';
import { quotationStatus, statusCodes } from '../../shared/sales-status';
import type { QuotationFilterPatch, QuotationFilters } from './quotation-filters';
import type { Option } from './quotations.types';

export interface QuotationsFilterBarProps {
  value: QuotationFilters;
  dateErrors: { from: string | null; to: string | null };
  projects: readonly Option[];
  agencies: readonly Option[];
  onChange(patch: QuotationFilterPatch): void;
}

const STATUS_OPTIONS: Option[] = statusCodes(quotationStatus).map((code) => ({
  value: code,
  label: quotationStatus.statuses[code].label,
}));

export const NO_FILTERS: QuotationFilterPatch = {
  project: '',
  agency: '',
  from: '',
  to: '',
  status: '',
  q: '',
  expiring: '',
};

export function QuotationsFilterBar(props: QuotationsFilterBarProps) {
  const { value, dateErrors, projects, agencies, onChange } = props;
  const { project, agency, from, to, status, q, expiring } = value;
  const filtered = [project, agency, from, to, status, q, expiring].some((text) => text !== '');
  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filtros de cotizaciones">
      <Flex gap="3" wrap="wrap" align="flex-start">
        {agencies.length > 1 ? (
          <FilterSelect
            label="Inmobiliaria"
            allLabel="Todas las inmobiliarias"
            value={value.agency}
            options={agencies}
            onChange={(agency) => onChange({ agency, project: '' })}
          />
        ) : null}
        <FilterSelect
          label="Proyecto"
          allLabel="Todos los proyectos"
          value={value.project}
          options={projects}
          onChange={(project) => onChange({ project })}
        />
        <DateRangeFields from={value.from} to={value.to} errors={dateErrors} onChange={onChange} />
        <FilterSelect
          label="Estado"
          allLabel="Todos los estados"
          value={value.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
        />
      </Flex>
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput
          label="Buscar cotizaciones"
          placeholder="Nombre, correo, teléfono o RUT del cliente"
          value={value.q}
          onChange={(q) => onChange({ q })}
        />
        <Checkbox.Root
          colorPalette="primary"
          checked={expiring === '1'}
          onCheckedChange={(d) => onChange({ expiring: d.checked === true ? '1' : '' })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Por vencer (próximas 48 horas)</Checkbox.Label>
        </Checkbox.Root>
        <ClearFiltersButton shown={filtered} onClear={() => onChange(NO_FILTERS)} />
      </Flex>
    </Stack>
  );
}
