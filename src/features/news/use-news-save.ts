// Saving the news form: create (then on to the new item's page, so a NewsUser, who may not open
// the list, stays where it can work) or edit; a toast on success, the server's messages by the
// field otherwise. Lists of news refetch.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CreateNewsDocument, EditNewsDocument } from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { executeOperation } from '../../lib/network/execute';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';
import {
  NEWS_FIELDS,
  editNewsVariables,
  newsVariables,
  type NewsField,
  type NewsFormValues,
} from './news-form.schema';

const NO_FAILURE: FormFailure<NewsField> = { fields: {}, message: null };

export function useNewsSave(newsId: string | null) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState(NO_FAILURE);
  const mutation = useMutation({
    mutationFn: async (values: NewsFormValues) => {
      if (newsId !== null) {
        return (await executeOperation(EditNewsDocument, editNewsVariables(newsId, values)))
          .editNews;
      }
      return (await executeOperation(CreateNewsDocument, newsVariables(values))).createNews;
    },
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async (saved) => {
      toaster.create({
        type: 'success',
        title:
          newsId !== null
            ? `Noticia «${saved.title}» guardada.`
            : `Noticia «${saved.title}» creada.`,
      });
      await invalidateForRecord(client, 'news');
      if (newsId === null) navigate(`/news/${saved.id}/details`);
    },
    onError: (error) => setFailure(formFailureOf(error, NEWS_FIELDS)),
  });
  return { save: mutation.mutate, saving: mutation.isPending, failure };
}
