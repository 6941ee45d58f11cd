// The /business list view, for people who prefer a table: one page of prospects with the same
// filters as the board, newest first, and the pages below.
import { Box } from '@chakra-ui/react';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination/pagination';
import type { ProspectPage } from '../board/board.types';
import { prospectColumns } from './prospect-columns';

export interface ProspectsListProps {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: ProspectPage | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filtered: boolean;
  onPageChange(page: number): void;
}

export function ProspectsList({
  page,
  loading,
  error,
  onRetry,
  filtered,
  onPageChange,
}: ProspectsListProps) {
  return (
    <Box>
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Negocios"
        columns={prospectColumns}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error
            ? 'No hay datos que mostrar.'
            : filtered
              ? 'Ningún negocio coincide con los filtros.'
              : 'Aún no hay negocios.'
        }
        getRowId={(row) => row.id}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
