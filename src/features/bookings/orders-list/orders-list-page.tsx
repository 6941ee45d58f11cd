// Route /bookings-orders («Pagos de Reservas»): project, status, search and page in the URL; the
// export follows the project and status chosen.
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  BookingOrdersDocument,
  RequestBookingOrderFileDocument,
} from '../../../../graphql/generated/client/graphql';
import { useExportJobEnvironment } from '../../../components/export-job/export-job-environment';
import {
  salesRecordExportVariables,
  salesRecordListVariables,
} from '../../../components/sales-record/sales-record-filters';
import {
  useLastPageGuard,
  useSalesRecordList,
} from '../../../components/sales-record/use-sales-record-list';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { bookingOrderStatus } from '../../../shared/sales-status';
import { BookingOrdersView } from './orders-list-view';

export function BookingOrdersPage() {
  const state = useSalesRecordList(bookingOrderStatus);
  const { filters } = state;
  const list = useTypedQuery(BookingOrdersDocument, salesRecordListVariables(filters), {
    placeholderData: keepPreviousData,
  });
  const page = list.data?.bookingorders ?? null;
  useLastPageGuard(filters.page, page?.last_page, !list.isPlaceholderData, state.setParams);
  const { execute } = useExportJobEnvironment();
  const { project, status } = filters;
  const requestExport = useCallback(
    () =>
      execute(
        RequestBookingOrderFileDocument,
        salesRecordExportVariables({ project, status }),
      ).then((result) => result.requestBookingOrderFile),
    [execute, project, status],
  );
  return (
    <BookingOrdersView
      page={page}
      loading={list.isPending || list.isPlaceholderData}
      error={list.error ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      filters={filters}
      projects={state.projectOptions}
      onFilterChange={state.onFilterChange}
      onPageChange={state.onPageChange}
      requestExport={requestExport}
    />
  );
}
