// Route /bookings-orders («Pagos de Reservas»): project, status, search and page in the URL; the
// export follows the project and status chosen.
import {
  BookingOrdersDocument,
  RequestBookingOrderFileDocument,
  type BookingOrdersQuery,
  type RequestBookingOrderFileMutation,
} from '../../../../graphql/generated/client/graphql';
import { useSalesRecordListPage } from '../../../components/sales-record/use-sales-record-list';
import { bookingOrderStatus } from '../../../shared/sales-status';
import { BookingOrdersView } from './orders-list-view';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

const pageOf = (result: BookingOrdersQuery) => result.bookingorders;
const jobOf = (result: RequestBookingOrderFileMutation) => result.requestBookingOrderFile;

export function BookingOrdersPage() {
  const list = useSalesRecordListPage({
    table: bookingOrderStatus,
    list: BookingOrdersDocument,
    pageOf,
    exportFile: RequestBookingOrderFileDocument,
    jobOf,
  });
  return (
    <SavedViewsScope list="bookings-orders">
      <BookingOrdersView {...list} />
    </SavedViewsScope>
  );
}
