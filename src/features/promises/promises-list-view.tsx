// Both promise lists without the server (Solicitud de Promesas, Pagos de Promesas): title and
// export, the filters, the table and its pages. Each connected page gives its columns, statuses
// and export; the stories render every state.
import type { ColumnDef } from '@tanstack/react-table';
import { Box } from '@chakra-ui/react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export-job/export-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { errorMessage } from '../../lib/network/errors';
import { PromiseFilters } from './promise-filters';
import type { ListPage, Option, PromiseFilterValues } from './promises.types';

export interface PromisesListText {
  title: string;
  description: string;
  exportLabel: string;
  searchLabel: string;
  empty: string;
  noMatches: string;
}

export interface PromisesListViewProps<T extends { id: string }> {
  text: PromisesListText;
  columns: ColumnDef<T>[];
  statuses: readonly Option[];
  /** null until the first page arrives. */
  page: ListPage<T> | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  filters: PromiseFilterValues;
  onFilterChange(patch: Partial<PromiseFilterValues>): void;
  projects: readonly Option[];
  onPageChange(page: number): void;
  /** Requests the Excel of the current project and status; absent when the role may not. */
  requestExport?: () => Promise<ExportJob>;
}

export function PromisesListView<T extends { id: string }>(props: PromisesListViewProps<T>) {
  const { text, page, loading, error, filters, requestExport } = props;
  const rows = page?.data ?? [];
  const filtered = Boolean(filters.project || filters.status || filters.search);
  return (
    <Box>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          requestExport ? <ExportButton label={text.exportLabel} request={requestExport} /> : null
        }
      />
      <PromiseFilters
        value={filters}
        onChange={props.onFilterChange}
        projects={props.projects}
        statuses={props.statuses}
        searchLabel={text.searchLabel}
      />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {error && rows.length === 0 ? null : (
        <DataTable
          caption={text.title}
          columns={props.columns}
          data={rows}
          loading={loading}
          getRowId={(row) => row.id}
          emptyText={filtered ? text.noMatches : text.empty}
        />
      )}
      {page ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
