// The filters of both booking lists as they live in the URL (?project=&status=&q=&page=, and on
// the requests' list expiring=1 for «Por vencer») and as
// the lists and their exports take them ('' = no filter). Each list reads statuses of its table.
import { readPage, type UrlParams } from '../../lib/react/use-url-state';
import { isStatus, type StatusTable } from '../../shared/sales-status';

export interface BookingFilters {
  project: string;
  status: string;
  q: string;
  /** '1': only pending requests expiring within 48 hours («Por vencer»); '' = all. */
  expiring: string;
  page: number;
}

export type BookingFilterPatch = Partial<Omit<BookingFilters, 'page'>>;

export function readBookingFilters<S extends string>(
  params: UrlParams,
  table: StatusTable<S>,
): BookingFilters {
  const project = params['project'] ?? '';
  const status = params['status'] ?? '';
  return {
    project: /^\d+$/.test(project) ? project : '',
    // An unknown code would only earn a refusal from the server: the list shows all instead.
    status: isStatus(table, status) ? status : '',
    q: params['q'] ?? '',
    expiring: params['expiring'] === '1' ? '1' : '',
    page: readPage(params['page']),
  };
}

export function bookingListVariables(filters: BookingFilters) {
  return {
    page: filters.page,
    project_id: filters.project,
    status: filters.status,
    search: filters.q,
  };
}

/** The requests' list takes «Por vencer» too. */
export function bookingRequestListVariables(filters: BookingFilters) {
  const expiring = filters.expiring === '1' ? { expiring: true } : {};
  return { ...bookingListVariables(filters), ...expiring };
}

/** The exports take the project and status (their mutations have no search). */
export function bookingExportVariables(filters: Pick<BookingFilters, 'project' | 'status'>) {
  return { project_id: filters.project, status: filters.status };
}
