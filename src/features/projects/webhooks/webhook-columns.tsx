// The columns of a project's webhooks table.
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { eventLabel } from './webhook-display';
import type { WebhookRow } from './webhooks.fixtures';

export interface WebhookColumnHandlers {
  onEdit(webhook: WebhookRow): void;
  onDelete(webhook: WebhookRow): void;
}

export function webhookColumns({
  onEdit,
  onDelete,
}: WebhookColumnHandlers): ColumnDef<WebhookRow, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Nombre',
      cell: ({ row }) => (
        <Text fontWeight="medium" minW="32">
          {row.original.name}
        </Text>
      ),
    },
    {
      id: 'description',
      header: 'Descripción',
      cell: ({ row }) => (
        <Text lineClamp={2} minW="48" maxW="xs" color="fg.muted" textStyle="sm">
          {row.original.description}
        </Text>
      ),
    },
    {
      id: 'event',
      header: 'Evento',
      cell: ({ row }) => (
        <Badge colorPalette="secondary" variant="subtle" title={row.original.event_type}>
          {eventLabel(row.original.event_type)}
        </Badge>
      ),
    },
    {
      id: 'url',
      header: 'URL',
      cell: ({ row }) => (
        <Text fontFamily="mono" textStyle="xs" maxW="xs" truncate title={row.original.url}>
          {row.original.url}
        </Text>
      ),
    },
    {
      id: 'created',
      header: 'Creado',
      cell: ({ row }) => (
        <Text whiteSpace="nowrap">{formatDate(row.original.created_at) || '—'}</Text>
      ),
    },
    {
      id: 'actions',
      header: () => <Text srOnly>Acciones</Text>,
      cell: ({ row }) => (
        <HStack gap="1" justify="flex-end">
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Editar «${row.original.name}»`}
            onClick={() => onEdit(row.original)}
          >
            <Pencil aria-hidden />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Eliminar «${row.original.name}»`}
            onClick={() => onDelete(row.original)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </HStack>
      ),
    },
  ];
}
