// The columns of /news: date, title with subtitle, source, status badge and, for the editors, the
// visibility switch and the way to the form. Agency roles read the list only (spec §6).
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { FlagSwitch } from '../../components/flag-switch';
import { IconLink } from '../../components/icon-link';
import { formatDate } from '../../lib/format';
import type { NewsRow } from './news.types';

export interface NewsColumnOptions {
  canEdit: boolean;
  busyIds: ReadonlySet<string>;
  onStatusChange(row: NewsRow, visible: boolean): void;
}

export function newsColumns(options: NewsColumnOptions): ColumnDef<NewsRow>[] {
  const { canEdit, busyIds, onStatusChange } = options;
  const columns: ColumnDef<NewsRow>[] = [
    {
      id: 'date',
      meta: { sortKey: 'date' },
      header: 'Fecha',
      cell: ({ row }) => <time dateTime={row.original.date}>{formatDate(row.original.date)}</time>,
    },
    {
      id: 'title',
      meta: { sortKey: 'title' },
      header: 'Título',
      cell: ({ row }) => (
        <Stack gap="0" minW="56" maxW="xl">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {row.original.title}
          </Text>
          {row.original.subtitle ? (
            <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
              {row.original.subtitle}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'source', header: 'Fuente', cell: ({ row }) => row.original.source ?? '' },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) =>
        row.original.status === 1 ? (
          <Badge colorPalette="green" variant="subtle">
            Visible
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle">
            Oculta
          </Badge>
        ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      id: 'visible',
      header: 'Publicada',
      cell: ({ row }) => (
        <FlagSwitch
          label={`Publicada: ${row.original.title}`}
          checked={row.original.status === 1}
          busy={busyIds.has(row.original.id)}
          onChange={(next) => onStatusChange(row.original, next)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <IconLink
          href={`/news/${row.original.id}/details`}
          label={`Editar la noticia «${row.original.title}»`}
        >
          <Pencil aria-hidden />
        </IconLink>
      ),
    },
  ];
}
