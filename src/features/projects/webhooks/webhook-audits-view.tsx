// The history of a project's webhooks, one timeline per webhook (by name): who created, changed
// or deleted each one, when, and which values changed.
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { WebhookAuditsQuery } from '../../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../../../components/audit-timeline/audit-timeline';
import { PageHeader } from '../../../components/page-header';

export type WebhookWithAudits = WebhookAuditsQuery['webhooks'][number];

export const WEBHOOK_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  description: 'Descripción',
  event_type: 'Evento',
  url: 'URL',
  project_id: 'Proyecto (id)',
};

export interface WebhookAuditsViewProps {
  projectId: string;
  projectName: string | null;
  webhooks: readonly WebhookWithAudits[];
  loading: boolean;
  error?: string | null;
}

export function WebhookAuditsView(props: WebhookAuditsViewProps) {
  const { projectId, projectName, webhooks, loading, error = null } = props;
  const groups = [...webhooks].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <Box>
      <PageHeader
        title={projectName ? `Historial de webhooks de «${projectName}»` : 'Historial de webhooks'}
        description="Cada cambio de los webhooks del proyecto: quién lo hizo, cuándo y qué valores cambió."
        actions={
          <Button asChild variant="outline">
            <Link href={`/projects/${projectId}/webhooks`}>
              <ArrowLeft aria-hidden />
              Volver a webhooks
            </Link>
          </Button>
        }
      />
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No pudimos cargar el historial.</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : loading ? (
        <AuditTimeline entries={[]} loading />
      ) : groups.length === 0 ? (
        <Text color="fg.muted">
          Este proyecto no tiene webhooks, así que no hay historial que mostrar.
        </Text>
      ) : (
        <Stack gap="10">
          {groups.map((webhook) => (
            <Stack
              as="section"
              key={webhook.id}
              gap="4"
              aria-label={`Historial de ${webhook.name}`}
            >
              <Heading as="h2" size="lg">
                {webhook.name}
              </Heading>
              <AuditTimeline entries={webhook.audits} fieldLabels={WEBHOOK_FIELD_LABELS} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
