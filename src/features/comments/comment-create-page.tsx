// Route /comments/create: the empty form; once saved, back to the list where the new comment
// comes first.
import { Box } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { CommentForm } from './comment-form';
import { useCommentSave } from './use-comment-save';
import { useProjectOptions } from './use-project-options';

export function CommentCreatePage() {
  const [, navigate] = useLocation();
  const projects = useProjectOptions();
  const save = useCommentSave(null, () => navigate('/comments'));
  return (
    <Box>
      <PageHeader
        title="Crear comentario"
        description="Un testimonio que se mostrará en la página del proyecto."
      />
      <CommentForm
        projects={projects}
        onSubmit={save.save}
        submitLabel="Crear comentario"
        saving={save.saving}
        error={save.failure.message}
        fieldErrors={save.failure.fields}
      />
    </Box>
  );
}
