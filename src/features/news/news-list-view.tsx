// /news without the server: header (with "Crear noticia" for the editors), filters, table and
// pages. The connected page (news-list-page.tsx) feeds it; the stories render every state.
import { useMemo } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table/data-table';
import type { TableSort } from '../../components/data-table/sort-header';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { errorMessage } from '../../lib/network/errors';
import { newsColumns } from './news-columns';
import { NewsFilters } from './news-filters';
import type { NewsFilterValues, NewsPage, NewsRow } from './news.types';

export interface NewsListViewProps {
  /** null until the first page arrives. */
  page: NewsPage | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  filters: NewsFilterValues;
  dateError: string | null;
  onFilterChange(patch: Partial<NewsFilterValues>): void;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); the sortable headers change it. */
  sort?: TableSort;
  /** News editors (Admin, SuperAdmin, NewsUser) publish, hide, create and edit. */
  canEdit: boolean;
  busyIds?: ReadonlySet<string>;
  onStatusChange(row: NewsRow, visible: boolean): void;
}

const NO_IDS: ReadonlySet<string> = new Set();

export function NewsListView(props: NewsListViewProps) {
  const { page, loading, error, filters, canEdit, busyIds = NO_IDS, onStatusChange } = props;
  const columns = useMemo(
    () => newsColumns({ canEdit, busyIds, onStatusChange }),
    [canEdit, busyIds, onStatusChange],
  );
  const rows = page?.data ?? [];
  const filtered = Boolean(filters.title || filters.date || filters.status);
  return (
    <Box>
      <PageHeader
        title="Noticias"
        description="Noticias del sitio público. Solo las visibles se publican."
        actions={
          canEdit ? (
            <Button asChild colorPalette="primary">
              <Link href="/news/create">
                <Plus aria-hidden />
                Crear noticia
              </Link>
            </Button>
          ) : null
        }
      />
      <NewsFilters value={filters} dateError={props.dateError} onChange={props.onFilterChange} />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {error && rows.length === 0 ? null : (
        <DataTable
          caption="Noticias"
          columns={columns}
          sort={props.sort}
          data={rows}
          loading={loading}
          getRowId={(row) => row.id}
          emptyText={
            filtered ? 'Ninguna noticia coincide con los filtros.' : 'Aún no hay noticias.'
          }
        />
      )}
      {page ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
