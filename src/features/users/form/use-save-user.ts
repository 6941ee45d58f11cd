// Saving the form: the mutation, server errors placed by field (or on top), and on success a toast,
// fresh user lists and the way back to /users.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { formFailureOf, type FormFailure } from '../../../lib/network/form-failure';
import { USER_FORM_FIELDS, type UserFormField, type UserFormValues } from './user-form.schema';

const NO_FAILURE: FormFailure<UserFormField> = { fields: {}, message: null };

export function useSaveUser(save: (values: UserFormValues) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState(NO_FAILURE);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: () => {
      toaster.create({ type: 'success', title: done });
      void invalidateForRecord(client, 'user');
      navigate('/users');
    },
    onError: (error) => setFailure(formFailureOf(error, USER_FORM_FIELDS)),
  });
  return { submit: mutation.mutate, saving: mutation.isPending, failure };
}
