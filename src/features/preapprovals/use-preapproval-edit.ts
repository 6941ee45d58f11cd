// Saves the edit form through editPreapproval. The file goes only when a real file was chosen
// (spec §5); the executor then sends the request as multipart. A success toasts in Spanish and
// re-reads the record and the lists; a refusal is placed next to its field or above the form.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EditPreapprovalDocument } from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import {
  PREAPPROVAL_EDIT_FIELDS,
  type PreapprovalEditField,
  type PreapprovalEditValues,
} from './preapproval-edit.schema';

const NO_FAILURE: FormFailure<PreapprovalEditField> = { fields: {}, message: null };

export function usePreapprovalEdit(id: string) {
  const client = useQueryClient();
  const [failure, setFailure] = useState(NO_FAILURE);
  const [saved, setSaved] = useState(0);
  const mutation = useTypedMutation(EditPreapprovalDocument, {
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Preaprobación actualizada.' });
      await invalidateForRecord(client, 'preapproval');
      setSaved((count) => count + 1);
    },
    onError: (error) => setFailure(formFailureOf(error, PREAPPROVAL_EDIT_FIELDS)),
  });
  const save = ({ status, description, file }: PreapprovalEditValues) =>
    mutation.mutate({
      preapproval_id: id,
      status,
      description,
      ...(file instanceof File ? { file } : {}),
    });
  return { save, saving: mutation.isPending, failure, saved };
}
