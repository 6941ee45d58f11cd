// /quotations without data fetching: the filters, one page of quotations, the pages and the
// export of what the filters select.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../../components/data-table/data-table';
import type { TableSort } from '../../components/data-table/sort-header';
import { ExportButton } from '../../components/export-job/export-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { quotationColumns } from './quotation-columns';
import { QuotationsFilterBar, type QuotationsFilterBarProps } from './quotations-filter-bar';
import type { QuotationPage } from './quotations.types';

export interface QuotationsViewProps {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: QuotationPage | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filters: QuotationsFilterBarProps;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  canSeeAudits: boolean;
  /** Requests Cotizaciones.xlsx with the current filters; no button without it. */
  requestExport?(): Promise<ExportJob>;
}

export function QuotationsView(props: QuotationsViewProps) {
  const { page, loading, error, onRetry, filters, onPageChange, canSeeAudits, sort } = props;
  const columns = useMemo(() => quotationColumns(canSeeAudits), [canSeeAudits]);
  const { project, agency, from, to, status, q } = filters.value;
  const filtered = [project, agency, from, to, status, q].some((text) => text !== '');
  // New filters give a fresh button: an export requested before keeps going in the panel.
  const exportKey = JSON.stringify([project, agency, from, to]);
  return (
    <Box>
      <PageHeader
        title="Cotizaciones"
        description="Las cotizaciones que los clientes hicieron en el sitio, la más reciente primero."
        actions={
          props.requestExport ? (
            <ExportButton key={exportKey} label="Exportar a Excel" request={props.requestExport} />
          ) : null
        }
      />
      <QuotationsFilterBar {...filters} />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Cotizaciones"
        columns={columns}
        sort={sort}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error
            ? 'No hay datos que mostrar.'
            : filtered
              ? 'Ninguna cotización coincide con los filtros.'
              : 'Aún no hay cotizaciones.'
        }
        getRowId={(row) => row.id}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
