// The delivery console's actions. «Reenviar» and «Rotar secreto» wait for a confirmation (kept
// here); a ping, a redelivery or a re-enable refreshes the log, since the attempts they cause
// appear there; a rotation or a re-enable replaces the webhook's row in the cached list.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EnableWebhookDocument,
  RedeliverWebhookRecordDocument,
  RotateWebhookSecretDocument,
  SendWebhookPingDocument,
  WebhooksDocument,
  type WebhooksQuery,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedMutation } from '../../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import type { WebhookRecordRow, WebhookRow } from './webhooks.fixtures';

export type Confirming =
  { kind: 'redeliver'; record: WebhookRecordRow } | { kind: 'rotate'; webhook: WebhookRow };

export function useWebhookDelivery(projectId: string) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const listKey = queryKeyFor(WebhooksDocument, { project_id: projectId });

  const patchRow = (id: string, patch: Partial<WebhookRow>) =>
    client.setQueryData<WebhooksQuery>(listKey, (old) =>
      old
        ? { webhooks: old.webhooks.map((row) => (row.id === id ? { ...row, ...patch } : row)) }
        : old,
    );
  const refreshLog = () => void invalidateForRecord(client, 'webhook_record');
  const failed = (title: string) => (error: unknown) =>
    toaster.create({ type: 'error', title, description: errorMessage(error) });

  const redeliver = useTypedMutation(RedeliverWebhookRecordDocument, {
    onSuccess: () => {
      toaster.create({ type: 'success', title: 'Entrega reenviada' });
      refreshLog();
    },
    onError: failed('No se pudo reenviar la entrega.'),
    onSettled: () => setConfirming(null),
  });
  const rotate = useTypedMutation(RotateWebhookSecretDocument, {
    onSuccess: ({ rotateWebhookSecret: saved }) => {
      patchRow(saved.id, { secret: saved.secret, status: saved.status });
      toaster.create({
        type: 'success',
        title: 'Secreto rotado',
        description: 'El secreto anterior seguirá firmando durante 24 horas.',
      });
    },
    onError: failed('No se pudo rotar el secreto.'),
    onSettled: () => setConfirming(null),
  });
  const ping = useTypedMutation(SendWebhookPingDocument, {
    onSuccess: ({ sendWebhookPing: saved }) => {
      patchRow(saved.id, { status: saved.status });
      toaster.create({
        type: 'success',
        title: 'Prueba enviada',
        description: 'El intento aparecerá en el registro de entregas en unos segundos.',
      });
      refreshLog();
    },
    onError: failed('No se pudo enviar la prueba.'),
  });
  const enable = useTypedMutation(EnableWebhookDocument, {
    onSuccess: ({ enableWebhook: saved }) => {
      patchRow(saved.id, { status: saved.status, disabled_at: saved.disabled_at ?? null });
      toaster.create({ type: 'success', title: 'Webhook reactivado' });
      refreshLog();
    },
    onError: failed('No se pudo reactivar el webhook.'),
  });

  // ID inputs may be numbers; the cards compare with the row's string id.
  const pending = ping.isPending ? ping.variables : enable.isPending ? enable.variables : null;
  const busyId = pending ? String(pending.webhook_id) : null;

  return {
    confirming,
    askRedeliver: (record: WebhookRecordRow) => setConfirming({ kind: 'redeliver', record }),
    askRotate: (webhook: WebhookRow) => setConfirming({ kind: 'rotate', webhook }),
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming?.kind === 'redeliver') redeliver.mutate({ id: confirming.record.id });
      if (confirming?.kind === 'rotate') rotate.mutate({ webhook_id: confirming.webhook.id });
    },
    confirmBusy: redeliver.isPending || rotate.isPending,
    ping: (webhook: WebhookRow) => ping.mutate({ webhook_id: webhook.id }),
    enable: (webhook: WebhookRow) => enable.mutate({ webhook_id: webhook.id }),
    busyId,
  };
}
