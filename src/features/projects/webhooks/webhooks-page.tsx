// Route /projects/{id}/webhooks (Admin): the project's webhooks with create and edit in a dialog,
// delete after confirming, the delivery console and the delivery log, whose filters (`webhook`,
// `result`) live in the URL like every list's. The console and the log follow new attempts.
import { useCallback, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import {
  ProjectsDocument,
  WebhooksDeliveryLogDocument,
  WebhooksDocument,
} from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeliveryConfirm } from './webhook-delivery-confirm';
import { errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useUrlState } from '../../../lib/react/use-url-state';
import { isRecordResult } from './webhook-display';
import type { LogFilters } from './webhook-log-filters';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhooksView } from './webhooks-view';
import type { WebhookRow } from './webhooks.fixtures';
import { useWebhookDelivery } from './use-webhook-delivery';
import { useWebhookWrites } from './use-webhook-writes';

type Editing = { mode: 'create' } | { mode: 'edit'; webhook: WebhookRow };

const FOLLOW_EVERY_MS = 5_000;

const EMPTY = { name: '', description: '', event_type: '', url: '' };

export function WebhooksPage() {
  const { id = '' } = useParams<{ id: string }>();
  const project = useTypedQuery(ProjectsDocument, { project_id: [id] });
  // Deliveries happen on the server after the change that caused them, with no event to the page:
  // the console follows them by polling while it is open and visible.
  const webhooks = useTypedQuery(
    WebhooksDocument,
    { project_id: id },
    { refetchInterval: FOLLOW_EVERY_MS },
  );
  const records = useTypedQuery(
    WebhooksDeliveryLogDocument,
    { project_id: id },
    { refetchInterval: FOLLOW_EVERY_MS },
  );
  const [params, setParams] = useUrlState();
  const result = params['result'];
  const filters: LogFilters = {
    webhook: params['webhook'] ?? '',
    result: isRecordResult(result) ? result : '',
  };
  const onFiltersChange = useCallback(
    (patch: Partial<LogFilters>) => setParams(patch, { replace: true }),
    [setParams],
  );
  const delivery = useWebhookDelivery(id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<WebhookRow | null>(null);
  // Only «Actualizar» shows as busy, not the polling behind it.
  const [refreshing, setRefreshing] = useState(false);
  const writes = useWebhookWrites(id, () => setEditing(null));
  const { resetFailure } = writes;

  const onEdit = useCallback(
    (webhook: WebhookRow) => {
      resetFailure();
      setEditing({ mode: 'edit', webhook });
    },
    [resetFailure],
  );
  const onDelete = useCallback((webhook: WebhookRow) => setDeleting(webhook), []);

  const found = project.data?.projects.data.find((row) => row.id === id);
  if (isNotFound(project.error) || isNotFound(webhooks.error) || (project.isSuccess && !found))
    return <Redirect to="/error-404" replace />;
  const current = editing?.mode === 'edit' ? editing.webhook : null;

  return (
    <>
      <WebhooksView
        projectId={id}
        projectName={found?.name ?? null}
        webhooks={webhooks.data?.webhooks ?? []}
        records={records.data?.webhooksrecords ?? []}
        loading={webhooks.isPending}
        recordsLoading={records.isPending}
        error={webhooks.error ? errorMessage(webhooks.error) : null}
        recordsError={records.error ? errorMessage(records.error) : null}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onRefreshRecords={() => {
          setRefreshing(true);
          void records.refetch().finally(() => setRefreshing(false));
        }}
        refreshing={refreshing}
        onRedeliver={delivery.askRedeliver}
        onPing={delivery.ping}
        onRotate={delivery.askRotate}
        onEnable={delivery.enable}
        busyId={delivery.busyId}
        onCreate={() => {
          resetFailure();
          setEditing({ mode: 'create' });
        }}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <WebhookFormDialog
        key={current?.id ?? 'new'}
        open={editing !== null}
        mode={editing?.mode ?? 'create'}
        defaultValues={current ?? EMPTY}
        saving={writes.saving}
        fieldErrors={writes.failure.fields}
        error={writes.failure.message}
        onSubmit={(values) => writes.save(values, current)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar el webhook «${deleting?.name ?? ''}»?`}
        description="Dejará de recibir avisos y se borran sus registros de envío. Su historial de cambios se conserva."
        confirmLabel="Eliminar webhook"
        busy={writes.removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void writes.remove(deleting).then(() => setDeleting(null))}
      />
      <DeliveryConfirm
        confirming={delivery.confirming}
        names={webhooks.data?.webhooks ?? []}
        busy={delivery.confirmBusy}
        onCancel={delivery.cancel}
        onConfirm={delivery.confirm}
      />
    </>
  );
}
