// The columns of /bookings-requests: who asked, for which home of which project, when, and the
// status and the payment deadline (issue 31). The number links to the details page.
import type { ColumnDef } from '@tanstack/react-table';
import { Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { ExpiryNote } from '../../../components/expiry-note/expiry-note';
import { IconLink } from '../../../components/icon-link';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate } from '../../../lib/format';
import { bookingRequestStatus } from '../../../shared/sales-status';
import type { BookingRequestRow } from '../bookings.types';

import { ContactCell, RecordLink } from '../booking-parts';

const detailsOf = (row: BookingRequestRow) => `/bookings-requests/${row.id}/details`;

export function bookingRequestColumns(): ColumnDef<BookingRequestRow, unknown>[] {
  return [
    {
      id: 'id',
      meta: { sortKey: 'id' },
      header: 'N°',
      cell: ({ row }) => (
        <RecordLink
          href={detailsOf(row.original)}
          id={row.original.id}
          name="Solicitud de reserva"
        />
      ),
    },
    {
      id: 'created_at',
      meta: { sortKey: 'created_at' },
      header: 'Fecha',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at)}</Text>,
    },
    {
      id: 'contact',
      header: 'Cliente',
      cell: ({ row }) => <ContactCell contact={row.original.contact} />,
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
      id: 'property',
      header: 'Unidad',
      cell: ({ row }) => <Text>{row.original.property?.identifier ?? '—'}</Text>,
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={bookingRequestStatus} value={row.original.status} />,
    },
    {
      id: 'expires_at',
      header: 'Plazo de pago',
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
        <IconLink
          href={detailsOf(row.original)}
          label={`Ver solicitud de reserva N° ${row.original.id}`}
        >
          <Eye aria-hidden />
        </IconLink>
      ),
    },
  ];
}
