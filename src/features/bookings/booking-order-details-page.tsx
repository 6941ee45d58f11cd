// Route /bookings-orders/{id}/details. An order of another agency answers as missing (NOT_FOUND,
// FORBIDDEN or an empty page): the 404 or 403 page, never its data.
import { Redirect, useParams } from 'wouter';
import { BookingOrderDocument } from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { BookingOrderDetailsView } from './booking-order-details-view';
import { deniedPath } from '../../lib/network/denied-path';
import { useBookingOrderStatus } from './use-booking-status';
import { useBookingOrderFlowCheck } from './use-flow-verification';

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
  const verifyWithFlow = useBookingOrderFlowCheck(id);
  const order = query.data?.bookingorders.data[0] ?? null;
  const denied = deniedPath(query.error, query.isSuccess && !order);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <BookingOrderDetailsView
      order={order}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      canChangeStatus={canChangeStatus}
      onChangeStatus={changeStatus}
      onVerifyWithFlow={canVerify ? verifyWithFlow : undefined}
    />
  );
}
