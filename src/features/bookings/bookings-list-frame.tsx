// What both booking lists share: the header with the Excel export, the filters, the table with
// its loading, empty and failed states, and the pages.
import { Box } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export-job/export-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination, type PageInfo } from '../../components/pagination/pagination';
import { BookingsFilterBar, type BookingsFilterBarProps } from './bookings-filter-bar';

export interface BookingsListFrameProps<T, S extends string> {
  title: string;
  description: string;
  /** The table's accessible name. */
  caption: string;
  /** 'Aún no hay solicitudes de reserva.' / 'Ninguna solicitud coincide con los filtros.' */
  emptyText: { none: string; noMatch: string };
  columns: ColumnDef<T, unknown>[];
  page: (PageInfo & { data: T[] }) | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filters: BookingsFilterBarProps<S>;
  onPageChange(page: number): void;
  requestExport?(): Promise<ExportJob>;
  getRowId(row: T): string;
}

export function BookingsListFrame<T, S extends string>(props: BookingsListFrameProps<T, S>) {
  const { page, loading, error, onRetry, filters, onPageChange, emptyText } = props;
  const { project, status, q, expiring } = filters.value;
  const filtered = [project, status, q, expiring].some((text) => text !== '');
  return (
    <Box>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          props.requestExport ? (
            // New filters give a fresh button: an export requested before goes on in the panel.
            <ExportButton
              key={`${project}|${status}`}
              label="Exportar a Excel"
              request={props.requestExport}
            />
          ) : null
        }
      />
      <BookingsFilterBar {...filters} />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption={props.caption}
        columns={props.columns}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error ? 'No hay datos que mostrar.' : filtered ? emptyText.noMatch : emptyText.none
        }
        getRowId={props.getRowId}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
