// The columns of /preapprovals: when, who (with RUT), the project, the home and credit asked in UF
// and years, the status, and the way to its details when the viewer's role may open them.
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatDate, formatUF } from '../../lib/format';
import { preapprovalStatus } from '../../shared/sales-status';
import { personName, rutText, yearsText } from './preapproval-labels';
import type { PreapprovalRow } from './preapprovals.types';

export function preapprovalColumns({ canOpen }: { canOpen: boolean }): ColumnDef<PreapprovalRow>[] {
  const columns: ColumnDef<PreapprovalRow>[] = [
    {
      id: 'created_at',
      meta: { sortKey: 'created_at' },
      header: 'Fecha',
      cell: ({ row }) => (
        <time dateTime={row.original.created_at}>{formatDate(row.original.created_at)}</time>
      ),
    },
    {
      id: 'customer',
      header: 'Cliente',
      cell: ({ row }) => (
        // The table keeps cells on one line: names and projects wrap within a cap instead, so
        // that «Acciones» stays on screen at 1,440 px.
        <Stack gap="0" minW="40" maxW="52" whiteSpace="normal">
          <Text fontWeight="medium">{personName(row.original.customer)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {rutText(row.original.customer)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'contact',
      header: 'Contacto',
      cell: ({ row }) => (
        <Stack gap="0">
          <Text wordBreak="break-all">{row.original.customer?.email ?? ''}</Text>
          <Text textStyle="xs" color="fg.muted">
            {row.original.customer?.phone ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => (
        <Text maxW="40" whiteSpace="normal">
          {row.original.project?.name ?? ''}
        </Text>
      ),
    },
    {
      id: 'property_type',
      header: 'Vivienda',
      cell: ({ row }) => row.original.property_type ?? '',
    },
    {
      id: 'amount_property',
      meta: { sortKey: 'amount_property' },
      header: 'Valor',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatUF(row.original.amount_property)}</Text>,
    },
    {
      id: 'amount_foot',
      meta: { sortKey: 'amount_foot' },
      header: 'Pie',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatUF(row.original.amount_foot)}</Text>,
    },
    {
      id: 'credit_term',
      meta: { sortKey: 'credit_term' },
      header: 'Plazo',
      cell: ({ row }) => yearsText(row.original.credit_term),
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={preapprovalStatus} value={row.original.status} />,
    },
  ];
  if (!canOpen) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <Button asChild size="xs" variant="outline" colorPalette="gray">
          <Link
            href={`/preapprovals/${row.original.id}/details`}
            aria-label={`Ver la preaprobación de ${personName(row.original.customer)}`}
          >
            <Eye aria-hidden />
            Ver detalle
          </Link>
        </Button>
      ),
    },
  ];
}
