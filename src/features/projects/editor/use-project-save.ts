// Saving the project editor: create (then back to the list) or edit (stay, with the form reset
// to what was saved), a toast, and the server's messages by the field otherwise.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  CreateProjectDocument,
  EditProjectDocument,
  type ProjectFieldsFragment,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { executeOperation } from '../../../lib/network/execute';
import { formFailureOf, type FormFailure } from '../../../lib/network/form-failure';
import { PROJECT_FORM_FIELDS } from './project-editor.tabs';
import { createVariables, editVariables } from './project-form.mapping';
import type { ProjectFormField, ProjectFormValues } from './project-form.schema';

const NO_FAILURE: FormFailure<ProjectFormField> = { fields: {}, message: null };

export function useProjectSave(
  projectId: string | null,
  onSaved?: (project: ProjectFieldsFragment) => void,
) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState(NO_FAILURE);
  const mutation = useMutation({
    mutationFn: async (values: ProjectFormValues) => {
      if (projectId === null) {
        const { createProject } = await executeOperation(
          CreateProjectDocument,
          createVariables(values),
        );
        return createProject;
      }
      const { editProject } = await executeOperation(
        EditProjectDocument,
        editVariables(projectId, values),
      );
      return editProject;
    },
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async (saved) => {
      toaster.create({
        type: 'success',
        title:
          projectId === null
            ? `Proyecto «${saved.name}» creado.`
            : `Proyecto «${saved.name}» actualizado.`,
      });
      await invalidateForRecord(client, 'project');
      if (projectId === null) navigate('/projects');
      else onSaved?.(saved);
    },
    onError: (error) => setFailure(formFailureOf(error, PROJECT_FORM_FIELDS)),
  });
  return { save: mutation.mutate, saving: mutation.isPending, failure };
}
