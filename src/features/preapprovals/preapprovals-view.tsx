// /preapprovals without the server: title and export, the filters, the table and its pages. The
// connected page (preapprovals-page.tsx) feeds it; the stories render every state of it.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export-job/export-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { errorMessage } from '../../lib/network/errors';
import { preapprovalColumns } from './preapproval-columns';
import { PreapprovalFilters } from './preapproval-filters';
import type { Option, PreapprovalFilterValues, PreapprovalsPage } from './preapprovals.types';

export interface PreapprovalsViewProps {
  /** null until the first page arrives. */
  page: PreapprovalsPage | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  filters: PreapprovalFilterValues;
  onFilterChange(patch: Partial<PreapprovalFilterValues>): void;
  projects: readonly Option[];
  onPageChange(page: number): void;
  /** The viewer's role may open the details (Admin, PreapprovalUser). */
  canOpen: boolean;
  /** Requests the Excel of the current project and status; absent when the role may not. */
  requestExport?: () => Promise<ExportJob>;
}

export function PreapprovalsView(props: PreapprovalsViewProps) {
  const { page, loading, error, filters, canOpen, requestExport } = props;
  const columns = useMemo(() => preapprovalColumns({ canOpen }), [canOpen]);
  const rows = page?.data ?? [];
  const filtered = Boolean(filters.project || filters.status || filters.search);
  return (
    <Box>
      <PageHeader
        title="Preaprobaciones"
        description="Solicitudes de preaprobación de crédito hipotecario de los clientes."
        actions={
          requestExport ? (
            <ExportButton label="Exportar preaprobaciones" request={requestExport} />
          ) : null
        }
      />
      <PreapprovalFilters
        value={filters}
        onChange={props.onFilterChange}
        projects={props.projects}
      />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {error && rows.length === 0 ? null : (
        <DataTable
          caption="Preaprobaciones"
          columns={columns}
          data={rows}
          loading={loading}
          getRowId={(row) => row.id}
          emptyText={
            filtered
              ? 'Ninguna preaprobación coincide con los filtros.'
              : 'Aún no hay preaprobaciones.'
          }
        />
      )}
      {page ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
