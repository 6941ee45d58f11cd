// Create, edit and delete a project's webhooks. Saved webhooks replace their row in the cached list
// (kept by name, as the server orders it); a refused save keeps the dialog open with the server's
// messages by the field.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EditWebhookDocument,
  WebhooksDocument,
  type WebhooksQuery,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { errorMessage } from '../../../lib/network/errors';
import { formFailureOf, type FormFailure } from '../../../lib/network/form-failure';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedMutation } from '../../../lib/react/use-typed-query';
import type { WebhookValues } from '../../../shared/schemas/webhooks';
import { WEBHOOK_FIELDS, type WebhookField } from './webhook-form-dialog';
import type { WebhookRow } from './webhooks.fixtures';

const byName = (a: WebhookRow, b: WebhookRow) => a.name.localeCompare(b.name, 'es');
const noFailure: FormFailure<WebhookField> = { fields: {}, message: null };

export function useWebhookWrites(projectId: string, onSaved: () => void) {
  const client = useQueryClient();
  const listKey = queryKeyFor(WebhooksDocument, { project_id: projectId });
  const [failure, setFailure] = useState(noFailure);

  const update = (change: (list: WebhookRow[]) => WebhookRow[]) =>
    client.setQueryData<WebhooksQuery>(listKey, (old) =>
      old ? { webhooks: change(old.webhooks).sort(byName) } : old,
    );
  const saved = (webhook: WebhookRow, created: boolean) => {
    update((list) => [...list.filter((row) => row.id !== webhook.id), webhook]);
    toaster.create({
      type: 'success',
      title: created
        ? `Webhook «${webhook.name}» creado.`
        : `Webhook «${webhook.name}» actualizado.`,
    });
    setFailure(noFailure);
    onSaved();
  };
  const refused = (error: unknown) => setFailure(formFailureOf(error, WEBHOOK_FIELDS));

  const create = useTypedMutation(CreateWebhookDocument, {
    onSuccess: ({ createWebhook }) => saved(createWebhook, true),
    onError: refused,
  });
  const edit = useTypedMutation(EditWebhookDocument, {
    onSuccess: ({ editWebhook }) => saved(editWebhook, false),
    onError: refused,
  });
  const remove = useTypedMutation(DeleteWebhookDocument, {
    onSuccess: ({ deleteWebhook }) => {
      update((list) => list.filter((row) => row.id !== deleteWebhook.id));
      // Its delivery records went with it.
      void invalidateForRecord(client, 'webhook_record');
      toaster.create({ type: 'success', title: 'Webhook eliminado.' });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No se pudo eliminar el webhook.',
        description: errorMessage(error),
      }),
  });

  return {
    save: (values: WebhookValues, editing: WebhookRow | null) =>
      editing
        ? edit.mutate({ ...values, webhook_id: editing.id })
        : create.mutate({ ...values, project_id: projectId }),
    saving: create.isPending || edit.isPending,
    failure,
    resetFailure: () => setFailure(noFailure),
    remove: (webhook: WebhookRow) => remove.mutateAsync({ id: webhook.id }).catch(() => undefined),
    removing: remove.isPending,
  };
}
