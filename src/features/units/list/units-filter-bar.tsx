// The filters above the units table. Model and orientation describe homes only, so the
// warehouses and parking lots tabs leave them out.
import { Flex, Stack } from '@chakra-ui/react';
import { SearchInput } from '../../../components/search-input/search-input';
import { FilterSelect } from '../../../components/filter-select/filter-select';
import type { FilterPatch, UnitFilters, Visibility } from './units-filters';
import { ORIENTATIONS } from '../units.types';

export interface UnitsFilterBarProps {
  filters: UnitFilters;
  projects: ReadonlyArray<{ id: string; name: string }>;
  models: readonly string[];
  towers: readonly string[];
  onChange(patch: FilterPatch): void;
}

const VISIBILITY: ReadonlyArray<{ value: Visibility; label: string }> = [
  { value: 'todas', label: 'Todas' },
  { value: 'visibles', label: 'Solo visibles' },
  { value: 'ocultas', label: 'Solo ocultas' },
];

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function UnitsFilterBar({
  filters,
  projects,
  models,
  towers,
  onChange,
}: UnitsFilterBarProps) {
  const homes = filters.kind === 'property';
  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filtros de unidades">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Proyecto"
          value={filters.project}
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
          allLabel={filters.project ? undefined : 'Selecciona un proyecto'}
          onChange={(project) => onChange({ project, model: '', tower: '' })}
        />
        {homes ? (
          <FilterSelect
            label="Modelo"
            value={filters.model}
            options={asOptions(models)}
            allLabel="Todos los modelos"
            disabled={!filters.project}
            onChange={(model) => onChange({ model })}
          />
        ) : null}
        <FilterSelect
          label="Torre"
          value={filters.tower}
          options={asOptions(towers)}
          allLabel="Todas las torres"
          disabled={!filters.project}
          onChange={(tower) => onChange({ tower })}
        />
        {homes ? (
          <FilterSelect
            label="Orientación"
            value={filters.orientation}
            options={ORIENTATIONS}
            allLabel="Todas"
            onChange={(orientation) => onChange({ orientation })}
          />
        ) : null}
        <FilterSelect
          label="Visibilidad"
          value={filters.visibility}
          options={VISIBILITY}
          onChange={(value) =>
            onChange({ visibility: VISIBILITY.find((v) => v.value === value)?.value ?? 'todas' })
          }
        />
      </Flex>
      <SearchInput
        label="Buscar por identificador"
        placeholder="Buscar por identificador (por ejemplo A1203)"
        value={filters.identifier}
        onChange={(q) => onChange({ q })}
      />
    </Stack>
  );
}
