// The visible switch and the important star of /projects: the row flips at once in the cached page
// (optimistic), goes back if the server refuses, and a toast says what happened.
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EditProjectImportantDocument,
  EditVisibleProjectDocument,
  ProjectsDocument,
  type ProjectsQuery,
  type ProjectsQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { executeOperation } from '../../../lib/network/execute';
import { queryKeyFor } from '../../../lib/query-client';
import type { ProjectRow } from '../projects.types';

type Flag = 'visible' | 'important';
interface FlagChange {
  project: ProjectRow;
  flag: Flag;
  value: boolean;
}

const successTitle = ({ flag, value }: FlagChange) =>
  flag === 'visible'
    ? value
      ? 'Proyecto visible.'
      : 'Proyecto oculto.'
    : value
      ? 'Proyecto destacado.'
      : 'Ya no está destacado.';

async function send({ project, flag, value }: FlagChange) {
  if (flag === 'visible') {
    const { editVisibleProject } = await executeOperation(EditVisibleProjectDocument, {
      project_id: project.id,
      visible: value,
    });
    return editVisibleProject;
  }
  const { editProjectImportant } = await executeOperation(EditProjectImportantDocument, {
    project_id: project.id,
    important: value,
  });
  return editProjectImportant;
}

export function useProjectFlags(variables: ProjectsQueryVariables) {
  const client = useQueryClient();
  const key = queryKeyFor(ProjectsDocument, variables);
  const [pending, setPending] = useState<readonly string[]>([]);

  const patch = (id: string, change: Partial<ProjectRow>) =>
    client.setQueryData<ProjectsQuery>(key, (old) =>
      old
        ? {
            projects: {
              ...old.projects,
              data: old.projects.data.map((row) => (row.id === id ? { ...row, ...change } : row)),
            },
          }
        : old,
    );

  const change = useMutation({
    mutationFn: send,
    onMutate: async ({ project, flag, value }) => {
      setPending((ids) => [...ids, project.id]);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ProjectsQuery>(key);
      patch(project.id, { [flag]: value });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toaster.create({
        type: 'error',
        title: 'No se pudo guardar el cambio.',
        description: errorMessage(error),
      });
    },
    onSuccess: (saved, input) => {
      patch(saved.id, saved);
      toaster.create({ type: 'success', title: successTitle(input), description: saved.name });
    },
    onSettled: (_data, _error, { project }) =>
      setPending((ids) => ids.filter((id) => id !== project.id)),
  });

  const { mutate } = change;
  const setFlag = useCallback(
    (project: ProjectRow, flag: Flag, value: boolean) => mutate({ project, flag, value }),
    [mutate],
  );
  return { setFlag, pending };
}
