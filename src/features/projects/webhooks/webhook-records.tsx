// The delivery log, newest first: when, which webhook and event, the answer's status and message;
// expanded, the attempt's details and the bodies sent and received; «Reenviar» sends the delivery
// again with the same webhook-id.
import {
  Badge,
  Box,
  Button,
  Collapsible,
  DataList,
  EmptyState,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { ChevronDown, RotateCw, Send } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { eventLabel, formatDuration, prettyBody, statusLabel, statusTone } from './webhook-display';
import type { WebhookRecordRow } from './webhooks.fixtures';

export interface WebhookRecordsProps {
  records: readonly WebhookRecordRow[];
  /** Webhook id → name, for the records' titles. */
  names: ReadonlyMap<string, string>;
  loading?: boolean;
  /** True when filters hide every record the log has. */
  filtered?: boolean;
  onRedeliver?: (record: WebhookRecordRow) => void;
}

// The brand's success and danger: Chakra's green under white text misses AA contrast.
const TONE_PALETTE = { success: 'success', failure: 'danger', none: 'danger' } as const;

function Body({ title, body }: { title: string; body: string | null }) {
  const pretty = prettyBody(body);
  return (
    <Stack gap="1" minW="0">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
        {title}
        {pretty && !pretty.json ? ' (texto)' : ''}
      </Text>
      {pretty ? (
        <chakra.pre
          fontFamily="mono"
          textStyle="xs"
          bg="bg.muted"
          p="3"
          borderRadius="l2"
          maxH="60"
          overflow="auto"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          tabIndex={0}
          aria-label={title}
        >
          {pretty.text}
        </chakra.pre>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Vacío
        </Text>
      )}
    </Stack>
  );
}

function Details({ record }: { record: WebhookRecordRow }) {
  const facts: Array<[string, string]> = [
    ['Código de estado', statusLabel(record.status_code)],
    ['Duración', formatDuration(record.duration_ms)],
    ['Intento', record.attempt ? String(record.attempt) : '—'],
    [
      'Próximo intento',
      record.next_attempt_at ? formatDateTime(record.next_attempt_at) : 'No habrá otro',
    ],
    ['Evento', record.event_type],
    ['Entrega', record.delivery_id ?? '—'],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontVariantNumeric="tabular-nums">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Send aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>
          {filtered ? 'Ninguna entrega coincide con los filtros.' : 'Aún no hay entregas'}
        </EmptyState.Title>
        <EmptyState.Description>
          {filtered
            ? 'Cambia el webhook o el resultado, o limpia los filtros.'
            : 'Cada vez que un webhook avise de un evento, el intento aparecerá aquí.'}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function WebhookRecords(props: WebhookRecordsProps) {
  const { records, names, loading = false, filtered = false, onRedeliver } = props;
  if (loading) return <Skeleton height="32" />;
  if (records.length === 0) return <Empty filtered={filtered} />;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Envíos de webhooks">
      {records.map((record) => {
        const name = names.get(record.webhook_id) ?? `Webhook ${record.webhook_id}`;
        const tone = statusTone(record.status_code);
        const when = formatDateTime(record.created_at);
        return (
          <Box as="li" key={record.id} borderWidth="1px" borderRadius="l3" bg="bg.panel">
            <Collapsible.Root lazyMount>
              <HStack px="4" py="3" gap="4" wrap="wrap">
                <Text
                  textStyle="sm"
                  color="fg.muted"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                >
                  {when}
                </Text>
                <Text fontWeight="medium">{name}</Text>
                <Badge colorPalette="secondary" variant="subtle" title={record.event_type}>
                  {eventLabel(record.event_type)}
                </Badge>
                <Badge
                  colorPalette={TONE_PALETTE[tone]}
                  variant={tone === 'none' ? 'outline' : 'solid'}
                >
                  {statusLabel(record.status_code)}
                </Badge>
                <Text flex="1" minW="48" textStyle="sm">
                  {record.message ?? '—'}
                  {record.attempt && record.attempt > 1 ? ` · intento ${record.attempt}` : ''}
                </Text>
                {onRedeliver ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="gray"
                    aria-label={`Reenviar el envío de ${when} (${name})`}
                    onClick={() => onRedeliver(record)}
                  >
                    <RotateCw aria-hidden />
                    Reenviar
                  </Button>
                ) : null}
                <Collapsible.Trigger asChild>
                  <chakra.button
                    type="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    textStyle="sm"
                    color="fg.muted"
                    _hover={{ color: 'fg' }}
                    aria-label={`Detalle del envío de ${when} (${name}): solicitud y respuesta`}
                  >
                    Detalle
                    <ChevronDown aria-hidden size={16} />
                  </chakra.button>
                </Collapsible.Trigger>
              </HStack>
              <Collapsible.Content>
                <Stack gap="4" px="4" pb="4">
                  <Details record={record} />
                  <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                    <Body title="Solicitud enviada" body={record.request_body} />
                    <Body title="Respuesta recibida" body={record.response_body} />
                  </SimpleGrid>
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
