// The frame of every sales-record list: the header with the Excel export, the filters kept in the
// URL, the table with its loading, empty and failed states, and the pages. A feature gives its
// columns, its status table and its Spanish words.
import { Box } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../data-table/data-table';
import type { TableSort } from '../data-table/sort-header';
import { ExportButton } from '../export-job/export-button';
import { LoadError } from '../load-error';
import { PageHeader } from '../page-header';
import { Pagination, type PageInfo } from '../pagination/pagination';
import type { StatusTable } from '../../shared/sales-status';
import { SalesRecordFilterBar, type Option } from './sales-record-filter-bar';
import {
  isFiltered,
  type SalesRecordFilterPatch,
  type SalesRecordFilters,
} from './sales-record-filters';

/** The Spanish words of one list. */
export interface SalesRecordListText {
  title: string;
  description: string;
  /** The table's accessible name. */
  caption: string;
  exportLabel: string;
  /** Names the filters' search landmark. */
  filtersLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** «Por vencer»'s label, on the lists that offer it. */
  expiringLabel?: string;
  /** 'Aún no hay solicitudes de reserva.' */
  empty: string;
  /** 'Ninguna solicitud de reserva coincide con los filtros.' */
  noMatch: string;
}

/** What a list's page hands to its view. */
export interface SalesRecordListProps<P> {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: P | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filters: SalesRecordFilters;
  projects: readonly Option[];
  onFilterChange(patch: SalesRecordFilterPatch): void;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  /** Requests the Excel file with the current project and status; no button without it. */
  requestExport?(): Promise<ExportJob>;
}

export interface SalesRecordListFrameProps<
  T extends { id: string },
  S extends string,
> extends SalesRecordListProps<PageInfo & { data: T[] }> {
  text: SalesRecordListText;
  table: StatusTable<S>;
  columns: ColumnDef<T, unknown>[];
}

export function SalesRecordListFrame<T extends { id: string }, S extends string>(
  props: SalesRecordListFrameProps<T, S>,
) {
  const { text, page, loading, error, filters, requestExport } = props;
  const rows = page?.data ?? [];
  return (
    <Box>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          requestExport ? (
            // New filters give a fresh button: an export requested before goes on in the panel.
            <ExportButton
              key={`${filters.project}|${filters.status}`}
              label={text.exportLabel}
              request={requestExport}
            />
          ) : null
        }
      />
      <SalesRecordFilterBar
        label={text.filtersLabel}
        searchLabel={text.searchLabel}
        searchPlaceholder={text.searchPlaceholder}
        expiringLabel={text.expiringLabel}
        table={props.table}
        value={filters}
        projects={props.projects}
        onChange={props.onFilterChange}
      />
      {error ? <LoadError message={error} onRetry={props.onRetry} /> : null}
      {error && rows.length === 0 ? null : (
        <DataTable
          caption={text.caption}
          columns={props.columns}
          sort={props.sort}
          data={rows}
          loading={loading}
          emptyText={isFiltered(filters) ? text.noMatch : text.empty}
          getRowId={(row) => row.id}
        />
      )}
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
