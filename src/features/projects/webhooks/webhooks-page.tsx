// Route /projects/{id}/webhooks (Admin): the project's webhooks with create and edit in a dialog,
// delete after confirming, and the latest delivery records below.
import { useCallback, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import {
  ProjectsDocument,
  WebhooksDocument,
  WebhooksRecordsDocument,
} from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhooksView } from './webhooks-view';
import type { WebhookRow } from './webhooks.fixtures';
import { useWebhookWrites } from './use-webhook-writes';

type Editing = { mode: 'create' } | { mode: 'edit'; webhook: WebhookRow };

const EMPTY = { name: '', description: '', event_type: '', url: '' };

export function WebhooksPage() {
  const { id = '' } = useParams<{ id: string }>();
  const project = useTypedQuery(ProjectsDocument, { project_id: [id] });
  const webhooks = useTypedQuery(WebhooksDocument, { project_id: id });
  const records = useTypedQuery(WebhooksRecordsDocument, { project_id: id });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<WebhookRow | null>(null);
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
    </>
  );
}
