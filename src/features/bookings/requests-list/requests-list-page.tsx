// Route /bookings-requests («Solicitud de Reservas»): project, status, search, «Por vencer» and
// page in the URL; the export follows the project and status chosen.
import {
  BookingRequestsDocument,
  RequestBookingRequestFileDocument,
  type BookingRequestsQuery,
  type RequestBookingRequestFileMutation,
} from '../../../../graphql/generated/client/graphql';
import { useSalesRecordListPage } from '../../../components/sales-record/use-sales-record-list';
import { bookingRequestStatus } from '../../../shared/sales-status';
import { BookingRequestsView } from './requests-list-view';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

const pageOf = (result: BookingRequestsQuery) => result.bookingrequests;
const jobOf = (result: RequestBookingRequestFileMutation) => result.requestBookingRequestFile;

export function BookingRequestsPage() {
  const list = useSalesRecordListPage({
    table: bookingRequestStatus,
    list: BookingRequestsDocument,
    pageOf,
    exportFile: RequestBookingRequestFileDocument,
    jobOf,
    expiring: true,
  });
  return (
    <SavedViewsScope list="bookings-requests">
      <BookingRequestsView {...list} />
    </SavedViewsScope>
  );
}
