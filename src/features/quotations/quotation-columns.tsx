// The columns of /quotations: who quoted (with RUT and contact), which home and at what UF price,
// the rent range the project asks, the status and the deadline (issue 31). The number links to the details page.
import type { ColumnDef } from '@tanstack/react-table';
import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Eye, History } from 'lucide-react';
import { Link } from 'wouter';
import { ExpiryNote } from '../../components/expiry-note/expiry-note';
import { IconLink } from '../../components/icon-link';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatRut, formatUF } from '../../lib/format';
import { quotationStatus } from '../../shared/sales-status';
import { customerName } from './customer-name';
import type { QuotationRow } from './quotations.types';

const dash = <Text color="fg.muted">—</Text>;

export function quotationColumns(canSeeAudits: boolean): ColumnDef<QuotationRow, unknown>[] {
  return [
    {
      id: 'id',
      meta: { sortKey: 'id' },
      header: 'N°',
      cell: ({ row }) => (
        <ChakraLink asChild fontWeight="medium" colorPalette="primary" whiteSpace="nowrap">
          <Link
            href={`/quotations/${row.original.id}/details`}
            aria-label={`Cotización N° ${row.original.id}`}
          >
            {row.original.id}
          </Link>
        </ChakraLink>
      ),
    },
    {
      id: 'created_at',
      meta: { sortKey: 'created_at' },
      header: 'Fecha',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at)}</Text>,
    },
    {
      id: 'customer',
      header: 'Cliente',
      cell: ({ row }) => {
        const { customer } = row.original;
        return (
          <Stack gap="0" minW="52" maxW="72">
            <Text fontWeight="medium" lineClamp={2}>
              {customerName(customer)}
            </Text>
            {customer?.rut ? (
              <Text textStyle="xs" color="fg.muted">
                RUT {formatRut(customer.rut, customer.rut_dv)}
              </Text>
            ) : null}
            <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
              {[customer?.email, customer?.phone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => (
        <Text minW="40" lineClamp={2}>
          {row.original.project?.name ?? '—'}
        </Text>
      ),
    },
    {
      id: 'units',
      header: 'Unidad y precio',
      cell: ({ row }) => {
        const quoted = row.original.propertyquotation;
        if (quoted.length === 0) return dash;
        const total = quoted.reduce((sum, unit) => sum + unit.price, 0);
        return (
          <Stack gap="0" whiteSpace="nowrap">
            <Text>{quoted.map((unit) => unit.property?.identifier ?? '—').join(', ')}</Text>
            <Text textStyle="xs" color="fg.muted">
              {formatUF(total)}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'rent',
      header: 'Renta mín. – máx.',
      cell: ({ row }) => {
        const { minimum_rent: min, maximum_rent: max } = row.original;
        if (min === null && max === null) return dash;
        return (
          <Text whiteSpace="nowrap">
            {formatCLP(min) || '—'} – {formatCLP(max) || '—'}
          </Text>
        );
      },
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={quotationStatus} value={row.original.status} />,
    },
    {
      id: 'expires_at',
      header: 'Vigencia',
      cell: ({ row }) => (
        <ExpiryNote
          expiresAt={row.original.expires_at}
          expired={row.original.status === 'expired'}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <HStack gap="1">
          <IconLink
            href={`/quotations/${row.original.id}/details`}
            label={`Ver cotización N° ${row.original.id}`}
          >
            <Eye aria-hidden />
          </IconLink>
          {canSeeAudits ? (
            <IconLink
              href={`/quotations/${row.original.id}/audits`}
              label={`Auditoría de la cotización N° ${row.original.id}`}
            >
              <History aria-hidden />
            </IconLink>
          ) : null}
        </HStack>
      ),
    },
  ];
}
