// /projects/{id}/webhooks as the user sees it: the project's webhooks, the delivery console (each
// webhook's state, newest attempt, success rate, secret and actions) and the filtered delivery
// log. Presentational: WebhooksPage fetches, saves, confirms and keeps the filters in the URL.
import { useMemo } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, History, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../../components/data-table/data-table';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { webhookColumns, type WebhookColumnHandlers } from './webhook-columns';
import { WebhookDeliveryCards, type WebhookDeliveryHandlers } from './webhook-delivery-cards';
import { deliverySummaries, recordResult } from './webhook-display';
import { WebhookLogFilters, type LogFilters } from './webhook-log-filters';
import { WebhookRecords } from './webhook-records';
import type { WebhookRecordRow, WebhookRow } from './webhooks.fixtures';

export interface WebhooksViewProps extends WebhookColumnHandlers, WebhookDeliveryHandlers {
  projectId: string;
  projectName: string | null;
  webhooks: readonly WebhookRow[];
  /** The log's latest attempts, newest first, unfiltered: the rates count them all. */
  records: readonly WebhookRecordRow[];
  loading: boolean;
  recordsLoading: boolean;
  error?: string | null;
  recordsError?: string | null;
  filters: LogFilters;
  onFiltersChange(patch: Partial<LogFilters>): void;
  onRedeliver(record: WebhookRecordRow): void;
  onRefreshRecords?: () => void;
  refreshing?: boolean;
  /** The webhook whose ping or re-enable is on its way. */
  busyId?: string | null;
  onCreate(): void;
}

export function WebhooksView(props: WebhooksViewProps) {
  const { projectId, projectName, webhooks, records, loading, recordsLoading, filters } = props;
  const { error = null, recordsError = null } = props;
  const { onEdit, onDelete } = props;
  const columns = useMemo(() => webhookColumns({ onEdit, onDelete }), [onEdit, onDelete]);
  const names = useMemo(() => new Map(webhooks.map((hook) => [hook.id, hook.name])), [webhooks]);
  const summaries = useMemo(() => deliverySummaries(records), [records]);
  const shown = useMemo(
    () =>
      records.filter(
        (record) =>
          (filters.webhook === '' || record.webhook_id === filters.webhook) &&
          (filters.result === '' || recordResult(record) === filters.result),
      ),
    [records, filters.webhook, filters.result],
  );

  return (
    <Box>
      <PageHeader
        title={projectName ? `Webhooks de «${projectName}»` : 'Webhooks del proyecto'}
        description="Direcciones que reciben un aviso cuando ocurre algo en el proyecto."
        actions={
          <>
            <Button asChild variant="outline" colorPalette="gray">
              <Link href="/projects">
                <ArrowLeft aria-hidden />
                Proyectos
              </Link>
            </Button>
            <Button asChild variant="outline" colorPalette="gray">
              <Link href={`/projects/${projectId}/webhooks/audits`}>
                <History aria-hidden />
                Historial
              </Link>
            </Button>
            <Button colorPalette="primary" onClick={props.onCreate}>
              <Plus aria-hidden />
              Nuevo webhook
            </Button>
          </>
        }
      />
      <Stack gap="8">
        {error ? <FormAlert title="No pudimos cargar los webhooks.">{error}</FormAlert> : null}
        <DataTable
          caption="Webhooks del proyecto"
          columns={columns}
          data={[...webhooks]}
          loading={loading}
          getRowId={(row) => row.id}
          emptyText="Este proyecto aún no tiene webhooks. Crea el primero con «Nuevo webhook»."
        />
        {loading || webhooks.length > 0 ? (
          <Stack as="section" gap="3" aria-labelledby="webhook-console-title">
            <Stack gap="0.5">
              <Heading as="h2" size="lg" id="webhook-console-title">
                Estado de las entregas
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                La tasa de éxito cuenta los intentos del registro de abajo.
              </Text>
            </Stack>
            <WebhookDeliveryCards
              webhooks={webhooks}
              summaries={summaries}
              loading={loading || recordsLoading}
              busyId={props.busyId ?? null}
              onPing={props.onPing}
              onRotate={props.onRotate}
              onEnable={props.onEnable}
            />
          </Stack>
        ) : null}
        <Stack as="section" gap="3" aria-labelledby="webhook-records-title">
          <Stack gap="0.5">
            <Heading as="h2" size="lg" id="webhook-records-title">
              Registro de entregas
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Los últimos 200 intentos de entrega, del más nuevo al más antiguo.
            </Text>
          </Stack>
          <WebhookLogFilters
            webhooks={webhooks}
            filters={filters}
            onChange={props.onFiltersChange}
            onRefresh={props.onRefreshRecords}
            refreshing={props.refreshing}
          />
          {recordsError ? (
            <LoadError message={recordsError} onRetry={props.onRefreshRecords} />
          ) : (
            <WebhookRecords
              records={shown}
              names={names}
              loading={recordsLoading}
              filtered={records.length > 0}
              onRedeliver={props.onRedeliver}
            />
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
