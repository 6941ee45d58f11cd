// Route /bookings-requests («Solicitud de Reservas»): project, status, search, «Por vencer» and
// page in the URL; the export follows the project and status chosen.
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  BookingRequestsDocument,
  RequestBookingRequestFileDocument,
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
import { bookingRequestStatus } from '../../../shared/sales-status';
import { BookingRequestsView } from './requests-list-view';

export function BookingRequestsPage() {
  const state = useSalesRecordList(bookingRequestStatus);
  const { filters } = state;
  const list = useTypedQuery(
    BookingRequestsDocument,
    salesRecordListVariables(filters, { expiring: true }),
    { placeholderData: keepPreviousData },
  );
  const page = list.data?.bookingrequests ?? null;
  useLastPageGuard(filters.page, page?.last_page, !list.isPlaceholderData, state.setParams);
  const { execute } = useExportJobEnvironment();
  const { project, status } = filters;
  const requestExport = useCallback(
    () =>
      execute(
        RequestBookingRequestFileDocument,
        salesRecordExportVariables({ project, status }),
      ).then((result) => result.requestBookingRequestFile),
    [execute, project, status],
  );
  return (
    <BookingRequestsView
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
