// Status changes of booking requests (editBookingRequest) and orders (editBookingOrder) through the
// sales-record kit: the dialog shows a refusal itself; on success both lists and both details
// pages fetch again (an order's page shows its request's status and the other way round) and a
// toast says what changed.
import {
  EditBookingOrderDocument,
  EditBookingRequestDocument,
} from '../../../graphql/generated/client/graphql';
import { useStatusChange } from '../../components/sales-record/use-record-change';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  statusLabel,
  type BookingOrderStatus,
  type BookingRequestStatus,
} from '../../shared/sales-status';

// A paid or cancelled booking moves its quotation too (the server's rule).
export const BOOKING_RECORDS = ['booking_request', 'booking_order', 'quotation'] as const;

export function useBookingRequestStatus(requestId: string) {
  const { mutateAsync } = useTypedMutation(EditBookingRequestDocument);
  return useStatusChange({
    save: (status: BookingRequestStatus) =>
      mutateAsync({ bookingrequest_id: requestId, status }).then((r) => r.editBookingRequest),
    refresh: BOOKING_RECORDS,
    saved: (saved) => ({
      title: 'Estado actualizado',
      description: `La solicitud de reserva N° ${saved.id} quedó «${statusLabel(bookingRequestStatus, saved.status)}».`,
    }),
  });
}

export function useBookingOrderStatus(orderId: string) {
  const { mutateAsync } = useTypedMutation(EditBookingOrderDocument);
  return useStatusChange({
    save: (status: BookingOrderStatus) =>
      mutateAsync({ bookingorder_id: orderId, status }).then((r) => r.editBookingOrder),
    refresh: BOOKING_RECORDS,
    saved: (saved) => ({
      title: 'Estado actualizado',
      description: `El pago de reserva N° ${saved.id} quedó «${statusLabel(bookingOrderStatus, saved.status)}».`,
    }),
  });
}
