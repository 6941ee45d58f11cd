// The history of a record (spec §3 Audit): who, when, what happened and what changed, newest
// first. One component for every audits page of the back office (users, roles, agencies…).
import { Badge, EmptyState, HStack, Skeleton, Stack, Text, Timeline } from '@chakra-ui/react';
import { History } from 'lucide-react';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { formatDateTime } from '../../lib/format';
import { AuditDiffTable } from './audit-diff-table';
import { auditDiff, eventLabel, newestFirst } from './audit-values';

export interface AuditTimelineProps {
  entries: AuditEntryFragment[];
  loading?: boolean;
  /** Spanish label per field key; keys without one are humanised ('official_name' → 'Official name'). */
  fieldLabels?: Record<string, string>;
}

const EVENT_PALETTES: Record<string, string> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  restored: 'purple',
  exported: 'cyan',
  imported: 'teal',
  updated_by_excel: 'blue',
};

export function authorName(user: AuditEntryFragment['user']): string {
  if (!user) return 'Sistema';
  return [user.name, user.last_name].filter(Boolean).join(' ');
}

export function AuditTimeline({ entries, loading = false, fieldLabels }: AuditTimelineProps) {
  if (loading) {
    return (
      <Stack gap="6" role="status" aria-busy="true" aria-label="Cargando historial">
        {[0, 1, 2].map((index) => (
          <Stack key={index} gap="2">
            <Skeleton height="5" width="60%" />
            <Skeleton height="20" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <History aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Sin cambios registrados.</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Timeline.Root as="ol" listStyleType="none" size="lg" variant="subtle" aria-label="Historial">
      {newestFirst(entries).map((entry) => {
        const rows = auditDiff(entry.old_values, entry.new_values, fieldLabels);
        const when = formatDateTime(entry.created_at);
        const label = eventLabel(entry.event);
        return (
          <Timeline.Item as="li" key={entry.id}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator>
                <History size={14} aria-hidden />
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content gap="3" pb="6" minW="0">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={EVENT_PALETTES[entry.event] ?? 'gray'} variant="subtle">
                  {label}
                </Badge>
                <Timeline.Title as="span">{authorName(entry.user)}</Timeline.Title>
                <Timeline.Description as="span">
                  <time dateTime={entry.created_at}>{when}</time>
                </Timeline.Description>
              </HStack>
              {rows.length > 0 ? (
                <AuditDiffTable rows={rows} caption={`${label} del ${when}`} />
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  Sin detalle de campos.
                </Text>
              )}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
