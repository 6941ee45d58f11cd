// /comments without data fetching: the project filter, one page of comments with their pictures,
// the pages and the way to a new comment.
import { useMemo } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { commentColumns } from './comment-columns';
import type { CommentPage, Option } from './comments.types';

export interface CommentsViewProps {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: CommentPage | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  project: string;
  projects: readonly Option[];
  onProjectChange(project: string): void;
  onPageChange(page: number): void;
}

export function CommentsView(props: CommentsViewProps) {
  const { page, loading, error, onRetry, project } = props;
  const columns = useMemo(() => commentColumns(), []);
  return (
    <Box>
      <PageHeader
        title="Comentarios"
        description="Los testimonios que se muestran en la página de cada proyecto."
        actions={
          <Button asChild colorPalette="primary" size="sm">
            <Link href="/comments/create">
              <Plus aria-hidden />
              Nuevo comentario
            </Link>
          </Button>
        }
      />
      <Flex mb="4" role="search" aria-label="Filtros de comentarios">
        <FilterSelect
          label="Proyecto"
          allLabel="Todos los proyectos"
          value={project}
          options={props.projects}
          onChange={props.onProjectChange}
        />
      </Flex>
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption="Comentarios"
        columns={columns}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error
            ? 'No hay datos que mostrar.'
            : project
              ? 'Este proyecto aún no tiene comentarios.'
              : 'Aún no hay comentarios.'
        }
        getRowId={(row) => row.id}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
