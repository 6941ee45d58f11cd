// /agencies without data fetching: one page of agencies, their flags and the way to create one.
import { useMemo } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table/data-table';
import type { TableSort } from '../../components/data-table/sort-header';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { agencyColumns, type AgencyColumnHandlers } from './agency-columns';
import type { AgencyPage } from './agencies.types';

export interface AgenciesViewProps extends AgencyColumnHandlers {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: AgencyPage | null;
  loading: boolean;
  error: string | null;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  onRetry?(): void;
}

export function AgenciesView(props: AgenciesViewProps) {
  const { page, loading, error, onPageChange, onRetry } = props;
  const { busyIds, onImportantChange, onVisibleChange } = props;
  const columns = useMemo(
    () => agencyColumns({ busyIds, onImportantChange, onVisibleChange }),
    [busyIds, onImportantChange, onVisibleChange],
  );
  return (
    <Box>
      <PageHeader
        title="Inmobiliarias"
        description="Las inmobiliarias ocultas y sus proyectos no aparecen en el sitio público; sus registros se conservan."
        actions={
          <Button asChild colorPalette="primary">
            <Link href="/agencies/create">
              <Plus aria-hidden />
              Crear inmobiliaria
            </Link>
          </Button>
        }
      />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Inmobiliarias"
        columns={columns}
        sort={props.sort}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error ? 'No hay datos que mostrar.' : 'Aún no hay inmobiliarias. Crea la primera.'
        }
        getRowId={(agency) => agency.id}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
