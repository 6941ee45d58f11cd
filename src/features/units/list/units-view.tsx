// /properties without data fetching: tabs per unit kind, filters, the grouped toolbar, the
// virtualized table of one server page (250 units) and the pager under it.
import type { ReactNode } from 'react';
import { Box, Button, HStack, Tabs } from '@chakra-ui/react';
import { LayoutGrid, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination/pagination';
import { VirtualDataTable } from '../../../components/data-table/virtual-data-table';
import type { TableSort } from '../../../components/data-table/sort-header';
import { UNIT_CELL_CSS } from '../unit-cell-css';
import { GroupedToolbar, type GroupedAction } from './grouped-toolbar';
import { UnitActionsContext, type UnitActions } from './unit-actions-context';
import { UNIT_COLUMNS } from './unit-columns';
import { UnitsFilterBar } from './units-filter-bar';
import type { FilterPatch, UnitFilters } from './units-filters';
import {
  UNIT_TABS,
  isUnitKind,
  tabOf,
  type UnitKind,
  type UnitPage,
  type UnitRow,
} from '../units.types';

export interface UnitsViewProps {
  filters: UnitFilters;
  projects: ReadonlyArray<{ id: string; name: string }>;
  models: readonly string[];
  towers: readonly string[];
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: UnitPage | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  selected: ReadonlySet<string>;
  onSelectionChange(next: ReadonlySet<string>): void;
  running: GroupedAction | null;
  onGroupedAction(action: GroupedAction): void;
  actions: UnitActions;
  onFiltersChange(patch: FilterPatch): void;
  onTabChange(kind: UnitKind): void;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  /** Spreadsheet buttons (import, update and download by Excel) beside "Crear propiedad". */
  sheetActions?: ReactNode;
}

const rowId = (row: UnitRow) => row.id;
const rowLabel = (row: UnitRow) => `Seleccionar ${row.identifier}`;

function emptyText(filters: UnitFilters): string {
  if (!filters.project) return 'Selecciona un proyecto para ver sus unidades.';
  const filtered =
    filters.model || filters.tower || filters.orientation || filters.identifier
      ? true
      : filters.visibility !== 'todas';
  if (filtered) return 'No hay unidades que coincidan con los filtros.';
  return `Este proyecto aún no tiene ${tabOf(filters.kind).label.toLowerCase()}.`;
}

export function UnitsView(props: UnitsViewProps) {
  const { filters, page, loading, error, onRetry, selected, actions, running } = props;
  const tab = tabOf(filters.kind);
  const createHref = filters.project
    ? `/properties/create?project=${encodeURIComponent(filters.project)}`
    : '/properties/create';
  return (
    <Box>
      <PageHeader
        title="Propiedades"
        description="Unidades de cada proyecto: viviendas, bodegas y estacionamientos. Los cambios de los interruptores se guardan al instante."
        actions={
          <HStack gap="2" wrap="wrap" justify="flex-end">
            {props.sheetActions}
            {filters.project ? (
              <Button asChild variant="outline" colorPalette="gray">
                <Link href={`/projects/${encodeURIComponent(filters.project)}/availability`}>
                  <LayoutGrid aria-hidden />
                  Grilla de disponibilidad
                </Link>
              </Button>
            ) : null}
            <Button asChild colorPalette="primary">
              <Link href={createHref}>
                <Plus aria-hidden />
                Crear propiedad
              </Link>
            </Button>
          </HStack>
        }
      />
      <UnitsFilterBar
        filters={filters}
        projects={props.projects}
        models={props.models}
        towers={props.towers}
        onChange={props.onFiltersChange}
      />
      <Tabs.Root
        value={filters.kind}
        onValueChange={(details) => isUnitKind(details.value) && props.onTabChange(details.value)}
        variant="line"
        colorPalette="primary"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="3">
          {UNIT_TABS.map((t) => (
            <Tabs.Trigger key={t.kind} value={t.kind}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={filters.kind} pt="0">
          {error ? <LoadError message={error} onRetry={onRetry} /> : null}
          {selected.size > 0 ? (
            <GroupedToolbar
              kind={filters.kind}
              count={selected.size}
              running={running}
              onAction={props.onGroupedAction}
              onClear={() => props.onSelectionChange(new Set())}
            />
          ) : null}
          <UnitActionsContext.Provider value={actions}>
            <Box css={UNIT_CELL_CSS}>
              <VirtualDataTable
                caption={`${tab.label} del proyecto`}
                columns={UNIT_COLUMNS[filters.kind]}
                sort={props.sort}
                data={page?.data ?? []}
                getRowId={rowId}
                loading={loading}
                emptyText={error ? 'No hay datos que mostrar.' : emptyText(filters)}
                selection={{
                  selected,
                  onChange: props.onSelectionChange,
                  rowLabel,
                  pageLabel: `Seleccionar todas las ${tab.label.toLowerCase()} de la página`,
                  disabled: running !== null,
                }}
              />
            </Box>
          </UnitActionsContext.Provider>
          {page && page.total > 0 ? (
            <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
