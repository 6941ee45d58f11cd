// Columns the five contact tables share: name, RUT (formatted), mail (a link), phone, a long
// message (truncated, whole on hover or «Ver más») and the date sent.
import type { ColumnDef } from '@tanstack/react-table';
import { Link, Text } from '@chakra-ui/react';
import { formatDateTime, formatRut } from '../../lib/format';
import { LongText } from './long-text';

export function dateColumn<T extends { created_at: string }>(): ColumnDef<T, unknown> {
  return {
    id: 'created_at',
    meta: { sortKey: 'created_at' },
    header: 'Fecha',
    cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at)}</Text>,
  };
}

export const nameColumn = <T,>(read: (row: T) => string): ColumnDef<T, unknown> => ({
  id: 'name',
  meta: { sortKey: 'name' },
  header: 'Nombre',
  cell: ({ row }) => {
    const name = read(row.original);
    return (
      <Text fontWeight="medium" minW="40" maxW="64" lineClamp={2} title={name}>
        {name}
      </Text>
    );
  },
});

export const rutColumn = <T extends { rut?: string | null }>(): ColumnDef<T, unknown> => ({
  id: 'rut',
  header: 'RUT',
  cell: ({ row }) => <Text whiteSpace="nowrap">{formatRut(row.original.rut) || '—'}</Text>,
});

export const emailColumn = <T extends { email?: string | null }>(): ColumnDef<T, unknown> => ({
  id: 'email',
  meta: { sortKey: 'email' },
  header: 'Correo',
  cell: ({ row }) => {
    const email = row.original.email;
    if (!email) return <Text color="fg.muted">—</Text>;
    return (
      <Link href={`mailto:${email}`} wordBreak="break-all" colorPalette="secondary">
        {email}
      </Link>
    );
  },
});

export const phoneColumn = <T extends { phone?: string | null }>(): ColumnDef<T, unknown> => ({
  id: 'phone',
  header: 'Teléfono',
  cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.phone || '—'}</Text>,
});

export const textColumn = <T,>(
  id: string,
  header: string,
  read: (row: T) => string | null | undefined,
): ColumnDef<T, unknown> => ({
  id,
  header,
  cell: ({ row }) => <Text>{read(row.original) || '—'}</Text>,
});

export const messageColumn = <T,>(
  id: string,
  header: string,
  read: (row: T) => string | null | undefined,
): ColumnDef<T, unknown> => ({
  id,
  header,
  cell: ({ row }) => <LongText text={read(row.original)} />,
});
