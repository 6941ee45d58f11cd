// Route /bookings-requests/{id}/details. A request of another agency answers as missing
// (NOT_FOUND, FORBIDDEN or an empty page): the 404 or 403 page, never its data.
import { Redirect, useParams } from 'wouter';
import { BookingRequestDocument } from '../../../../graphql/generated/client/graphql';
import { useCan } from '../../../lib/auth';
import { deniedPath } from '../../../lib/network/denied-path';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useBookingRequestStatus } from '../use-booking-status';
import { BookingRequestDetailsView } from './request-details-view';

export function BookingRequestDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    BookingRequestDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const canChangeStatus = useCan('editBookingRequest');
  const changeStatus = useBookingRequestStatus(id);
  const request = query.data?.bookingrequests.data[0] ?? null;
  const denied = deniedPath(query.error, query.isSuccess && !request);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <BookingRequestDetailsView
      request={request}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      onChangeStatus={canChangeStatus ? changeStatus : undefined}
    />
  );
}
