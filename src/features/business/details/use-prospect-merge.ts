// «Fusionar» on a prospect's details (issue 34): merges the duplicate into the prospect on screen,
// refreshes the page, and offers «Deshacer» for a few seconds; the undo asks the server to put
// both prospects back as they were (unmergeProspects), which it does only within a short window.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MergeProspectsDocument,
  UnmergeProspectsDocument,
} from '../../../../graphql/generated/client/graphql';
import { showActionToast, toaster } from '../../../components/toaster';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';
import { invalidateForRecord } from '../../../lib/record-invalidation';

export function useProspectMerge(prospectId: string) {
  const client = useQueryClient();
  // The details page and the board read `prospects` and `prospectspertypequery`.
  const refresh = () => invalidateForRecord(client, 'prospect');
  const undo = useMutation({
    mutationFn: (mergeId: string) =>
      executeOperation(UnmergeProspectsDocument, { merge_id: mergeId }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Se deshizo la fusión de los negocios.' });
      await refresh();
    },
    onError: (error) => toaster.create({ type: 'error', title: errorMessage(error) }),
  });
  const merge = useMutation({
    mutationFn: (duplicateId: string) =>
      executeOperation(MergeProspectsDocument, { kept_id: prospectId, merged_id: duplicateId }),
    onSuccess: async (result, duplicateId) => {
      showActionToast({
        title: `Negocio N° ${duplicateId} fusionado en el N° ${prospectId}.`,
        action: { label: 'Deshacer', onClick: () => undo.mutate(result.mergeProspects.id) },
      });
      await refresh();
    },
    onError: (error) => toaster.create({ type: 'error', title: errorMessage(error) }),
  });
  return {
    merge: merge.mutate,
    merging: merge.isPending ? (merge.variables ?? null) : null,
  };
}
