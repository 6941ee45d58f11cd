// Status changes of booking requests (editBookingRequest) and orders (editBookingOrder). The
// dialog shows a refusal itself; on success both lists and both details pages fetch again (an
// order's page shows its request's status and the other way round) and a toast says what changed.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EditBookingOrderDocument,
  EditBookingRequestDocument,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../lib/record-invalidation';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  statusLabel,
  type BookingOrderStatus,
  type BookingRequestStatus,
} from '../../shared/sales-status';

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        invalidateForRecord(queryClient, 'booking_request'),
        invalidateForRecord(queryClient, 'booking_order'),
        // A paid or cancelled booking moves its quotation too (the server's rule).
        invalidateForRecord(queryClient, 'quotation'),
      ]),
    [queryClient],
  );
}

const changed = (what: string, label: string) =>
  toaster.create({
    type: 'success',
    title: 'Estado actualizado',
    description: `${what} quedó «${label}».`,
  });

export function useBookingRequestStatus(requestId: string) {
  const refresh = useRefreshBookings();
  const { mutateAsync } = useTypedMutation(EditBookingRequestDocument);
  return useCallback(
    async (status: BookingRequestStatus) => {
      const { editBookingRequest: saved } = await mutateAsync({
        bookingrequest_id: requestId,
        status,
      });
      await refresh();
      changed(
        `La solicitud de reserva N° ${saved.id}`,
        statusLabel(bookingRequestStatus, saved.status),
      );
    },
    [mutateAsync, refresh, requestId],
  );
}

export function useBookingOrderStatus(orderId: string) {
  const refresh = useRefreshBookings();
  const { mutateAsync } = useTypedMutation(EditBookingOrderDocument);
  return useCallback(
    async (status: BookingOrderStatus) => {
      const { editBookingOrder: saved } = await mutateAsync({ bookingorder_id: orderId, status });
      await refresh();
      changed(`El pago de reserva N° ${saved.id}`, statusLabel(bookingOrderStatus, saved.status));
    },
    [mutateAsync, refresh, orderId],
  );
}
