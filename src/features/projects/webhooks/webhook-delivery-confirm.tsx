// The console's confirmations: a redelivery repeats an event at the receiver, a rotation changes
// what the receiver must verify, so both are asked first.
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import type { Confirming } from './use-webhook-delivery';
import type { WebhookRow } from './webhooks.fixtures';

export interface DeliveryConfirmProps {
  confirming: Confirming | null;
  names: readonly Pick<WebhookRow, 'id' | 'name'>[];
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeliveryConfirm({
  confirming,
  names,
  busy,
  onCancel,
  onConfirm,
}: DeliveryConfirmProps) {
  const webhookId =
    confirming?.kind === 'redeliver' ? confirming.record.webhook_id : confirming?.webhook.id;
  const name = names.find((hook) => hook.id === webhookId)?.name ?? '';
  const redeliver = confirming?.kind === 'redeliver';
  return (
    <ConfirmDialog
      open={confirming !== null}
      tone="primary"
      busy={busy}
      title={redeliver ? `¿Reenviar la entrega a «${name}»?` : `¿Rotar el secreto de «${name}»?`}
      description={
        redeliver
          ? `Se enviará otra vez el evento del ${formatDateTime(confirming.record.created_at)}, con el mismo webhook-id, para que el receptor pueda reconocerlo si ya lo procesó.`
          : 'Se generará un secreto nuevo. El secreto anterior seguirá firmando las entregas durante 24 horas, junto al nuevo: en ese plazo actualiza el receptor con el secreto nuevo.'
      }
      confirmLabel={redeliver ? 'Reenviar' : 'Rotar secreto'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
