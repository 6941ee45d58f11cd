// /projects/{id}/webhooks as the user sees it: the project's webhooks, then their latest deliveries.
// Presentational: WebhooksPage fetches, saves and confirms.
import { useMemo } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, History, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable } from '../../../components/data-table/data-table';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { webhookColumns, type WebhookColumnHandlers } from './webhook-columns';
import { WebhookRecords } from './webhook-records';
import type { WebhookRecordRow, WebhookRow } from './webhooks.fixtures';

export interface WebhooksViewProps extends WebhookColumnHandlers {
  projectId: string;
  projectName: string | null;
  webhooks: readonly WebhookRow[];
  records: readonly WebhookRecordRow[];
  loading: boolean;
  recordsLoading: boolean;
  error?: string | null;
  onCreate(): void;
}

export function WebhooksView(props: WebhooksViewProps) {
  const {
    projectId,
    projectName,
    webhooks,
    records,
    loading,
    recordsLoading,
    error = null,
  } = props;
  const { onEdit, onDelete } = props;
  const columns = useMemo(() => webhookColumns({ onEdit, onDelete }), [onEdit, onDelete]);
  const names = useMemo(() => new Map(webhooks.map((hook) => [hook.id, hook.name])), [webhooks]);

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
        <Stack as="section" gap="3" aria-labelledby="webhook-records-title">
          <Stack gap="0.5">
            <Heading as="h2" size="lg" id="webhook-records-title">
              Envíos recientes
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Los últimos 200 intentos de entrega, del más nuevo al más antiguo.
            </Text>
          </Stack>
          <WebhookRecords records={records} names={names} loading={recordsLoading} />
        </Stack>
      </Stack>
    </Box>
  );
}
