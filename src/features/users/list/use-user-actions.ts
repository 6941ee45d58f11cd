// The list's other actions: delete after confirmation, and the Usuarios.xlsx download (spec §7:
// GET api/excelUsers, blob, saved as Usuarios.xlsx).
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DeleteUserDocument,
  type UserRowFragment,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/network/errors';
import { executeOperation } from '../../../lib/network/execute';
import { getBlob } from '../../../lib/network/rest';
import { invalidateForRecord } from '../../../lib/record-invalidation';

export function useDeleteUser() {
  const client = useQueryClient();
  const [target, setTarget] = useState<UserRowFragment | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => executeOperation(DeleteUserDocument, { id }),
    onSuccess: () => toaster.create({ type: 'success', title: 'Usuario eliminado.' }),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No pudimos eliminar el usuario.',
        description: errorMessage(error),
      }),
    onSettled: () => {
      setTarget(null);
      void invalidateForRecord(client, 'user');
    },
  });
  const { mutate } = remove;
  const confirm = useCallback(() => {
    if (target) mutate(target.id);
  }, [mutate, target]);
  const cancel = useCallback(() => setTarget(null), []);
  return { target, ask: setTarget, cancel, confirm, deleting: remove.isPending };
}

export function useUsersExport() {
  const download = useMutation({
    mutationFn: () => getBlob('api/excelUsers'),
    onSuccess: (blob) => saveBlob(blob, 'Usuarios.xlsx'),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No pudimos descargar el Excel de usuarios.',
        description: errorMessage(error),
      }),
  });
  const { mutate } = download;
  const start = useCallback(() => mutate(), [mutate]);
  return { start, exporting: download.isPending };
}
