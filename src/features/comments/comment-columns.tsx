// The columns of /comments: the picture as a thumbnail, who wrote it, the text (long ones open in
// place), the project, when, and the link to edit it.
import type { ColumnDef } from '@tanstack/react-table';
import { Box, Image, Text } from '@chakra-ui/react';
import { ImageOff, Pencil } from 'lucide-react';
import { ClampedText } from '../../components/audit-timeline/clamped-text';
import { IconLink } from '../../components/icon-link';
import { formatDate } from '../../lib/format';
import type { CommentRow } from './comments.types';

function Thumbnail({ row }: { row: CommentRow }) {
  const url = row.media?.full_url;
  return (
    <Box
      boxSize="14"
      borderRadius="l2"
      overflow="hidden"
      bg="bg.muted"
      display="grid"
      placeItems="center"
    >
      {url ? (
        <Image src={url} alt={`Imagen del comentario de ${row.name}`} boxSize="full" fit="cover" />
      ) : (
        <ImageOff aria-label="Sin imagen" size={20} />
      )}
    </Box>
  );
}

export function commentColumns(): ColumnDef<CommentRow, unknown>[] {
  return [
    { id: 'media', header: 'Imagen', cell: ({ row }) => <Thumbnail row={row.original} /> },
    {
      id: 'name',
      header: 'Nombre',
      cell: ({ row }) => (
        <Text fontWeight="medium" minW="36" lineClamp={2}>
          {row.original.name}
        </Text>
      ),
    },
    {
      id: 'comment',
      header: 'Comentario',
      cell: ({ row }) => (
        <Box minW="64" maxW="lg" title={row.original.comment}>
          <ClampedText text={row.original.comment} />
        </Box>
      ),
    },
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => (
        <Text minW="36" lineClamp={2}>
          {row.original.project?.name ?? '—'}
        </Text>
      ),
    },
    {
      id: 'created_at',
      header: 'Fecha',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at)}</Text>,
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <IconLink
          href={`/comments/${row.original.id}/details`}
          label={`Editar el comentario de ${row.original.name}`}
        >
          <Pencil aria-hidden />
        </IconLink>
      ),
    },
  ];
}
