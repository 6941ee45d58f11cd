// Route /projects/create: the editor empty, with the media pickers; back to the list once saved.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/network/errors';
import { ProjectEditor } from './project-editor';
import { projectDefaults } from './project-form.mapping';
import { useProjectEditorOptions } from './use-project-editor-options';
import { useProjectSave } from './use-project-save';
import { useProjectViewer } from '../use-project-viewer';
import { PageSkeleton } from '../../../components/page-skeleton';

export function ProjectCreatePage() {
  const viewer = useProjectViewer();
  const isAdmin = viewer?.isAdmin ?? false;
  const { options, loading, error } = useProjectEditorOptions({ isAdmin, projectId: null });
  const { save, saving, failure } = useProjectSave(null);
  const defaults = useMemo(() => projectDefaults(), []);
  const ready = viewer !== null && !loading;
  return (
    <Box>
      <PageHeader
        title="Crear proyecto"
        description="Obligatorios: nombre, tipo, precio desde, dormitorios desde y superficie desde. El resto puedes completarlo después."
      />
      {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
      {ready ? (
        <ProjectEditor
          mode="create"
          defaultValues={defaults}
          options={options}
          isAdmin={isAdmin}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          onSubmit={save}
        />
      ) : (
        <PageSkeleton label="Cargando formulario" variant="form" />
      )}
    </Box>
  );
}
