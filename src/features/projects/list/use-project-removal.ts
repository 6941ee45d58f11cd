// Removing a project from /projects: ask first, then removeProject (a soft delete) and a fresh page.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RemoveProjectDocument } from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedMutation } from '../../../lib/react/use-typed-query';
import type { ProjectRow } from '../projects.types';

export function useProjectRemoval() {
  const client = useQueryClient();
  const [target, setTarget] = useState<ProjectRow | null>(null);
  const removal = useTypedMutation(RemoveProjectDocument, {
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Proyecto eliminado.', description: target?.name });
      setTarget(null);
      await invalidateForRecord(client, 'project');
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No se pudo eliminar el proyecto.',
        description: errorMessage(error),
      }),
  });
  return {
    target,
    removing: removal.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => target && removal.mutate({ project_id: target.id }),
  };
}
