// The dashboard's filters: project, agency (unscoped roles only), period and, for «Rango», two
// dates. Native selects and text fields: keyboard and screen readers work everywhere.
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { DateTextField } from '../../components/date-text-field/date-text-field';
import { FilterSelect, type FilterOption } from '../../components/filter-select/filter-select';
import type { UrlParamsPatch } from '../../lib/react/use-url-state';
import {
  PERIODS,
  PERIOD_LABELS,
  type DashboardFilters,
  type DashboardRange,
} from './dashboard-filters';

export interface DashboardFilterBarProps {
  filters: DashboardFilters;
  range: DashboardRange;
  projects: readonly FilterOption[];
  /** null: the role may not pick an agency (its scope decides). */
  agencies: readonly FilterOption[] | null;
  onChange(patch: UrlParamsPatch): void;
}

export function DashboardFilterBar(props: DashboardFilterBarProps) {
  const { filters, range, projects, agencies, onChange } = props;
  return (
    <Flex
      as="form"
      role="search"
      aria-label="Filtros del dashboard"
      gap="3"
      wrap="wrap"
      align="flex-start"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label="Proyecto"
        allLabel="Todos los proyectos"
        value={filters.project}
        options={projects}
        onChange={(proyecto) => onChange({ proyecto })}
      />
      {agencies ? (
        <FilterSelect
          label="Inmobiliaria"
          allLabel="Todas las inmobiliarias"
          value={filters.agency}
          options={agencies}
          onChange={(agencia) => onChange({ agencia })}
        />
      ) : null}
      <Field.Root w={{ base: 'full', sm: 'auto' }} minW="44">
        <Field.Label fontSize="xs" color="fg.muted">
          Período
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.period}
            onChange={(event) => {
              const periodo = event.target.value;
              // Dates belong to «Rango» only: leaving it drops them from the URL.
              onChange(
                periodo === 'rango'
                  ? { periodo }
                  : { periodo: periodo === '30d' ? null : periodo, desde: null, hasta: null },
              );
            }}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {filters.period === 'rango' ? (
        <>
          <DateTextField
            label="Desde"
            value={filters.from}
            error={range.fromError}
            onChange={(desde) => onChange({ desde })}
          />
          <DateTextField
            label="Hasta"
            value={filters.to}
            error={range.toError}
            onChange={(hasta) => onChange({ hasta })}
          />
        </>
      ) : null}
    </Flex>
  );
}
