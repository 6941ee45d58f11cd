// The columns of /bookings-orders: the payment order, what was paid in CLP and at which UF value,
// whose booking it pays (with that request's status) and the order's own status.
import type { ColumnDef } from '@tanstack/react-table';
import { Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { IconLink } from '../../../components/icon-link';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDateTime } from '../../../lib/format';
import { bookingOrderStatus, bookingRequestStatus } from '../../../shared/sales-status';
import { pesosInUF, ufValueText } from '../../../lib/money-text';
import type { BookingOrderRow } from '../bookings.types';

import { ContactCell, RecordLink } from '../booking-parts';

const detailsOf = (row: BookingOrderRow) => `/bookings-orders/${row.id}/details`;
const dash = <Text color="fg.muted">—</Text>;

export function bookingOrderColumns(): ColumnDef<BookingOrderRow, unknown>[] {
  return [
    {
      id: 'id',
      meta: { sortKey: 'id' },
      header: 'N°',
      cell: ({ row }) => (
        <RecordLink href={detailsOf(row.original)} id={row.original.id} name="Pago de reserva" />
      ),
    },
    {
      id: 'order',
      header: 'Orden',
      cell: ({ row }) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{row.original.order_number ?? '—'}</Text>
          <Text textStyle="xs" color="fg.muted">
            {formatDateTime(row.original.datetime_transaction) || 'Sin transacción'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'contact',
      header: 'Cliente',
      cell: ({ row }) => <ContactCell contact={row.original.bookingrequest?.contact ?? null} />,
    },
    {
      id: 'home',
      header: 'Proyecto y unidad',
      cell: ({ row }) => {
        const request = row.original.bookingrequest;
        return (
          <Stack gap="0" minW="40">
            <Text lineClamp={2}>{request?.project?.name ?? '—'}</Text>
            <Text textStyle="xs" color="fg.muted">
              Unidad {request?.property?.identifier ?? '—'}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'amount',
      header: 'Monto pagado',
      cell: ({ row }) => {
        const { amount_paid: amount, uf_value: uf } = row.original;
        if (amount === null) return dash;
        return (
          <Stack gap="0" whiteSpace="nowrap">
            <Text fontWeight="medium">{formatCLP(amount)}</Text>
            {uf ? (
              <Text textStyle="xs" color="fg.muted">
                {pesosInUF(amount, uf)} · UF a {ufValueText(uf)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={bookingOrderStatus} value={row.original.status} />,
    },
    {
      id: 'request',
      header: 'Solicitud',
      cell: ({ row }) => {
        const request = row.original.bookingrequest;
        if (!request) return dash;
        return (
          <Stack gap="1" align="flex-start">
            <RecordLink
              href={`/bookings-requests/${request.id}/details`}
              id={request.id}
              name="Solicitud de reserva"
            />
            <StatusBadge table={bookingRequestStatus} value={request.status} />
          </Stack>
        );
      },
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <IconLink
          href={detailsOf(row.original)}
          label={`Ver pago de reserva N° ${row.original.id}`}
        >
          <Eye aria-hidden />
        </IconLink>
      ),
    },
  ];
}
