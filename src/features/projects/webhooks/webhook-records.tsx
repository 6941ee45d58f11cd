// The latest delivery attempts of the project's webhooks, newest first: when, which webhook, the
// answer's status and message, and on demand the bodies sent and received.
import {
  Badge,
  Box,
  Collapsible,
  EmptyState,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { ChevronDown, Send } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { prettyBody, statusLabel, statusTone } from './webhook-display';
import type { WebhookRecordRow } from './webhooks.fixtures';

export interface WebhookRecordsProps {
  records: readonly WebhookRecordRow[];
  /** Webhook id → name, for the records' titles. */
  names: ReadonlyMap<string, string>;
  loading?: boolean;
}

const TONE_PALETTE = { success: 'green', failure: 'red', none: 'red' } as const;

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

export function WebhookRecords({ records, names, loading = false }: WebhookRecordsProps) {
  if (loading) return <Skeleton height="32" />;
  if (records.length === 0)
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Send aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Aún no hay envíos registrados.</EmptyState.Title>
          <EmptyState.Description>
            Cada vez que un webhook avise de un evento, el intento aparecerá aquí.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Envíos de webhooks">
      {records.map((record) => {
        const name = names.get(record.webhook_id) ?? `Webhook ${record.webhook_id}`;
        const tone = statusTone(record.status_code);
        return (
          <Box as="li" key={record.id} borderWidth="1px" borderRadius="l3" bg="bg.panel">
            <Collapsible.Root>
              <HStack px="4" py="3" gap="4" wrap="wrap">
                <Text
                  textStyle="sm"
                  color="fg.muted"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatDateTime(record.created_at)}
                </Text>
                <Text fontWeight="medium">{name}</Text>
                <Badge
                  colorPalette={TONE_PALETTE[tone]}
                  variant={tone === 'none' ? 'outline' : 'solid'}
                >
                  {statusLabel(record.status_code)}
                </Badge>
                <Text flex="1" minW="48" textStyle="sm">
                  {record.message ?? '—'}
                </Text>
                <Collapsible.Trigger asChild>
                  <chakra.button
                    type="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    textStyle="sm"
                    color="fg.muted"
                    _hover={{ color: 'fg' }}
                    aria-label={`Ver solicitud y respuesta del envío de ${formatDateTime(record.created_at)} (${name})`}
                  >
                    Detalle
                    <ChevronDown aria-hidden size={16} />
                  </chakra.button>
                </Collapsible.Trigger>
              </HStack>
              <Collapsible.Content>
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" px="4" pb="4">
                  <Body title="Solicitud enviada" body={record.request_body} />
                  <Body title="Respuesta recibida" body={record.response_body} />
                </SimpleGrid>
              </Collapsible.Content>
            </Collapsible.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
