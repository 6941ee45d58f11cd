// The delivery console's summary: one card per webhook with its state, its newest attempt, the
// share of recent attempts that arrived, its secret and the actions that test or repair it.
import {
  Badge,
  Button,
  Card,
  DataList,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { KeyRound, Power, Send } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import {
  eventLabel,
  recordResult,
  statusLabel,
  successRate,
  webhookState,
  type DeliverySummary,
} from './webhook-display';
import { WebhookSecret } from './webhook-secret';
import type { WebhookRow } from './webhooks.fixtures';

export interface WebhookDeliveryHandlers {
  onPing(webhook: WebhookRow): void;
  onRotate(webhook: WebhookRow): void;
  onEnable(webhook: WebhookRow): void;
}

export interface WebhookDeliveryCardsProps extends WebhookDeliveryHandlers {
  webhooks: readonly WebhookRow[];
  summaries: ReadonlyMap<string, DeliverySummary>;
  loading?: boolean;
  /** The webhook whose ping or re-enable is on its way. */
  busyId?: string | null;
}

function LastDelivery({ summary }: { summary: DeliverySummary | undefined }) {
  const last = summary?.last;
  if (!last) return <Text color="fg.muted">Sin envíos aún</Text>;
  const delivered = recordResult(last) === 'entregado';
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontVariantNumeric="tabular-nums">{formatDateTime(last.created_at)}</Text>
      <Badge colorPalette={delivered ? 'green' : 'red'} variant="subtle">
        {delivered ? 'Entregado' : `Fallido (${statusLabel(last.status_code)})`}
      </Badge>
    </HStack>
  );
}

function DeliveryCard(
  props: WebhookDeliveryHandlers & {
    webhook: WebhookRow;
    summary: DeliverySummary | undefined;
    busy: boolean;
  },
) {
  const { webhook, summary, busy } = props;
  const state = webhookState(webhook.status);
  const disabled = webhook.status === 'desactivado';
  const rate = successRate(summary);
  const titleId = `webhook-card-${webhook.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={titleId}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" id={titleId}>
            {webhook.name}
          </Heading>
          {/* `subtle`, like StatusBadge: readable in every skin, where a solid orange is not. */}
          <Badge colorPalette={state.palette} variant="subtle" size="md" whiteSpace="nowrap">
            {state.label}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {eventLabel(webhook.event_type)}
        </Text>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel minW="28">Último envío</DataList.ItemLabel>
            <DataList.ItemValue>
              <LastDelivery summary={summary} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="28">Tasa de éxito</DataList.ItemLabel>
            <DataList.ItemValue>
              {rate && summary
                ? `${rate} (${summary.delivered} de ${summary.total} intentos recientes)`
                : '—'}
            </DataList.ItemValue>
          </DataList.Item>
          {disabled && webhook.disabled_at ? (
            <DataList.Item>
              <DataList.ItemLabel minW="28">Desactivado el</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(webhook.disabled_at)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel minW="28">Secreto</DataList.ItemLabel>
            <DataList.ItemValue minW="0">
              <WebhookSecret secret={webhook.secret ?? null} name={webhook.name} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {disabled ? (
          <Button
            size="sm"
            colorPalette="primary"
            loading={busy}
            aria-label={`Reactivar «${webhook.name}»`}
            onClick={() => props.onEnable(webhook)}
          >
            <Power aria-hidden />
            Reactivar
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            loading={busy}
            aria-label={`Enviar prueba a «${webhook.name}»`}
            onClick={() => props.onPing(webhook)}
          >
            <Send aria-hidden />
            Enviar prueba
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          aria-label={`Rotar secreto de «${webhook.name}»`}
          onClick={() => props.onRotate(webhook)}
        >
          <KeyRound aria-hidden />
          Rotar secreto
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function WebhookDeliveryCards(props: WebhookDeliveryCardsProps) {
  const { webhooks, summaries, loading = false, busyId = null } = props;
  if (loading) return <Skeleton height="40" />;
  if (webhooks.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {webhooks.map((webhook) => (
        <DeliveryCard
          key={webhook.id}
          webhook={webhook}
          summary={summaries.get(webhook.id)}
          busy={busyId === webhook.id}
          onPing={props.onPing}
          onRotate={props.onRotate}
          onEnable={props.onEnable}
        />
      ))}
    </SimpleGrid>
  );
}
