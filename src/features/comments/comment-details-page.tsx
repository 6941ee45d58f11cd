// Route /comments/{id}/details: the comment read fresh each visit and its edit form; 404 for one
// that does not exist.
import { Box } from '@chakra-ui/react';
import { Redirect, useParams } from 'wouter';
import { CommentsDocument } from '../../../graphql/generated/client/graphql';
import { LoadError } from '../../components/load-error';
import { LoadingOverlay } from '../../components/loading-overlay';
import { PageHeader } from '../../components/page-header';
import { deniedPath } from '../../lib/network/denied-path';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { CommentForm } from './comment-form';
import { useCommentSave } from './use-comment-save';
import { useProjectOptions } from './use-project-options';

export function CommentDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(CommentsDocument, { id }, { staleTime: 0, refetchOnMount: 'always' });
  const comment = query.data?.comments.data[0] ?? null;
  const projects = useProjectOptions();
  const save = useCommentSave(id);
  const denied = deniedPath(query.error, query.isSuccess && !comment);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <Box>
      <PageHeader
        title={comment ? `Comentario de ${comment.name}` : 'Detalle de comentario'}
        description="Edita el testimonio, su proyecto o su imagen."
      />
      {query.isPending ? <LoadingOverlay visible /> : null}
      {query.error ? (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : null}
      {comment ? (
        <CommentForm
          // A fresh form after each save, holding what the server now has.
          key={`${comment.id}-${save.saved}-${comment.media?.id ?? ''}`}
          initial={{
            name: comment.name,
            comment: comment.comment,
            project_id: comment.project?.id ?? '',
            mediaUrl: comment.media?.full_url ?? null,
          }}
          projects={projects}
          onSubmit={save.save}
          submitLabel="Guardar cambios"
          saving={save.saving}
          error={save.failure.message}
          fieldErrors={save.failure.fields}
        />
      ) : null}
    </Box>
  );
}
