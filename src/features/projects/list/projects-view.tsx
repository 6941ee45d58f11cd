// /projects without data fetching: filters, one page of projects with their flags and actions,
// and the way to create one.
import { useMemo } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Download, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../../components/data-table/data-table';
import type { TableSort } from '../../../components/data-table/sort-header';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination/pagination';
import { projectColumns, type ProjectColumnHandlers } from './project-columns';
import { ProjectsFilters, type ProjectsFiltersProps } from './projects-filters';
import type { ProjectPage } from '../projects.types';

export interface ProjectsViewProps extends ProjectColumnHandlers {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: ProjectPage | null;
  loading: boolean;
  error: string | null;
  filters: ProjectsFiltersProps;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  onRetry?(): void;
  /** Proyectos.xlsx with the current filters; no button without it. */
  onExport?(): void;
  exporting?: boolean;
}

export function ProjectsView(props: ProjectsViewProps) {
  const { page, loading, error, filters, onPageChange, onRetry } = props;
  const { busyIds, canManage, isAdmin, onVisibleChange, onImportantChange, onRemove } = props;
  const columns = useMemo(
    () =>
      projectColumns({
        busyIds,
        canManage,
        isAdmin,
        onVisibleChange,
        onImportantChange,
        onRemove,
      }),
    [busyIds, canManage, isAdmin, onVisibleChange, onImportantChange, onRemove],
  );
  const filtered = filters.value.agency !== '' || filters.value.projectIds.length > 0;
  return (
    <Box>
      <PageHeader
        title="Proyectos"
        description="Los proyectos ocultos no aparecen en el sitio público; sus unidades y ventas se conservan."
        actions={
          <>
            {props.onExport ? (
              <Button
                variant="outline"
                onClick={props.onExport}
                loading={props.exporting}
                loadingText="Descargando…"
              >
                <Download aria-hidden />
                Exportar a Excel
              </Button>
            ) : null}
            {canManage ? (
              <Button asChild colorPalette="primary">
                <Link href="/projects/create">
                  <Plus aria-hidden />
                  Crear proyecto
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <ProjectsFilters {...filters} />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Proyectos"
        columns={columns}
        sort={props.sort}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error
            ? 'No hay datos que mostrar.'
            : filtered
              ? 'Ningún proyecto coincide con los filtros.'
              : 'Aún no hay proyectos.'
        }
        getRowId={(project) => project.id}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
