// Saves the comment form through createComment or editComment. The picture goes only when a real
// file was chosen (spec §5); the executor then sends the request as multipart. A success toasts
// in Spanish and re-reads the lists; a refusal is placed next to its field or above the form.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateCommentDocument,
  EditCommentDocument,
  type CommentFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import {
  COMMENT_FORM_FIELDS,
  type CommentFormField,
  type CommentFormValues,
} from './comment-form.schema';

const NO_FAILURE: FormFailure<CommentFormField> = { fields: {}, message: null };

const variablesOf = ({ name, comment, project_id, media }: CommentFormValues) => ({
  name,
  comment,
  project_id,
  ...(media instanceof File ? { media } : {}),
});

/** `id` edits that comment; without it the form creates one. */
export function useCommentSave(
  id: string | null,
  onSaved?: (saved: CommentFieldsFragment) => void,
) {
  const client = useQueryClient();
  const [failure, setFailure] = useState(NO_FAILURE);
  const [saved, setSaved] = useState(0);
  const done = async (comment: CommentFieldsFragment) => {
    toaster.create({
      type: 'success',
      title: id ? 'Comentario actualizado.' : 'Comentario creado.',
    });
    await invalidateForRecord(client, 'comment');
    setSaved((count) => count + 1);
    onSaved?.(comment);
  };
  const onError = (error: Error) => setFailure(formFailureOf(error, COMMENT_FORM_FIELDS));
  const onMutate = () => setFailure(NO_FAILURE);
  const create = useTypedMutation(CreateCommentDocument, {
    onMutate,
    onError,
    onSuccess: (data) => done(data.createComment),
  });
  const edit = useTypedMutation(EditCommentDocument, {
    onMutate,
    onError,
    onSuccess: (data) => done(data.editComment),
  });
  const save = (values: CommentFormValues) =>
    id
      ? edit.mutate({ comment_id: id, ...variablesOf(values) })
      : create.mutate(variablesOf(values));
  return { save, saving: create.isPending || edit.isPending, failure, saved };
}
