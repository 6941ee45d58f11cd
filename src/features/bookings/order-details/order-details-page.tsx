// Route /bookings-orders/{id}/details. An order of another agency answers as missing (NOT_FOUND,
// FORBIDDEN or an empty page): the 404 or 403 page, never its data.
import { Redirect, useParams } from 'wouter';
import {
  BookingOrderDocument,
  VerifyBookingOrderPaymentDocument,
} from '../../../../graphql/generated/client/graphql';
import { useFlowCheck } from '../../../components/sales-record/use-record-change';
import { useCan } from '../../../lib/auth';
import { deniedPath } from '../../../lib/network/denied-path';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedMutation, useTypedQuery } from '../../../lib/react/use-typed-query';
import { BOOKING_RECORDS, useBookingOrderStatus } from '../use-booking-status';
import { BookingOrderDetailsView } from './order-details-view';

export function BookingOrderDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    BookingOrderDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const canChangeStatus = useCan('editBookingOrder');
  const changeStatus = useBookingOrderStatus(id);
  const canVerify = useCan('verifyBookingOrderPayment');
  const verify = useTypedMutation(VerifyBookingOrderPaymentDocument).mutateAsync;
  // «Verificar con Flow»: the request may have become «Pagada».
  const verifyWithFlow = useFlowCheck(
    () => verify({ id }).then((answer) => answer.verifyBookingOrderPayment),
    BOOKING_RECORDS,
  );
  const order = query.data?.bookingorders.data[0] ?? null;
  const denied = deniedPath(query.error, query.isSuccess && !order);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <BookingOrderDetailsView
      order={order}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      onChangeStatus={canChangeStatus ? changeStatus : undefined}
      onVerifyWithFlow={canVerify ? verifyWithFlow : undefined}
    />
  );
}
