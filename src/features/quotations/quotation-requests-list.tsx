// Where the quotation went: its booking request and its promise request, each with its status,
// date and a link to its details page, or a line saying there is none yet.
import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatDate } from '../../lib/format';
import {
  bookingRequestStatus,
  promiseRequestStatus,
  type StatusTable,
} from '../../shared/sales-status';
import type { QuotationDetails } from './quotations.types';

interface RequestLineProps<S extends string> {
  request: { id: string; status: string; created_at: string } | null;
  name: string;
  href: string;
  none: string;
  table: StatusTable<S>;
}

function RequestLine<S extends string>({ request, name, href, none, table }: RequestLineProps<S>) {
  if (!request) return <Text color="fg.muted">{none}</Text>;
  return (
    <HStack gap="3" wrap="wrap">
      <ChakraLink asChild colorPalette="primary" fontWeight="medium">
        <Link href={href}>
          {name} N° {request.id}
        </Link>
      </ChakraLink>
      <StatusBadge table={table} value={request.status} />
      <Text color="fg.muted" textStyle="sm">
        del {formatDate(request.created_at)}
      </Text>
    </HStack>
  );
}

export function QuotationRequestsList({ quotation }: { quotation: QuotationDetails }) {
  const booking = quotation.bookingrequest;
  const promise = quotation.promiserequest;
  return (
    <Stack gap="3">
      <RequestLine
        request={booking}
        name="Solicitud de reserva"
        href={`/bookings-requests/${booking?.id ?? ''}/details`}
        none="Aún no hay solicitud de reserva."
        table={bookingRequestStatus}
      />
      <RequestLine
        request={promise}
        name="Solicitud de promesa"
        href={`/promises-requests/${promise?.id ?? ''}/details`}
        none="Aún no hay solicitud de promesa."
        table={promiseRequestStatus}
      />
    </Stack>
  );
}
