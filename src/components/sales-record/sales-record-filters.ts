// The filters of every sales-record list as they live in the URL (?project=&status=&q=&page=, and
// expiring=1 for «Por vencer» where a list offers it) and as the lists and their exports take them
// ('' = no filter). Each list reads the statuses of its own table.
import { readPage, type UrlParams } from '../../lib/react/use-url-state';
import { isStatus, type StatusTable } from '../../shared/sales-status';

export interface SalesRecordFilters {
  project: string;
  status: string;
  q: string;
  /** '1': only the records about to expire («Por vencer»); '' = all. */
  expiring: string;
  page: number;
}

export type SalesRecordFilterPatch = Partial<Omit<SalesRecordFilters, 'page'>>;

export const NO_FILTERS: Required<SalesRecordFilterPatch> = {
  project: '',
  status: '',
  q: '',
  expiring: '',
};

export function readSalesRecordFilters<S extends string>(
  params: UrlParams,
  table: StatusTable<S>,
): SalesRecordFilters {
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

export const isFiltered = (filters: SalesRecordFilterPatch) =>
  [filters.project, filters.status, filters.q, filters.expiring].some(
    (text) => text !== '' && text !== undefined,
  );

/** The list query's variables; «Por vencer» only for the lists whose query takes it. */
export function salesRecordListVariables(
  filters: SalesRecordFilters,
  options: { expiring?: boolean } = {},
) {
  const expiring = options.expiring && filters.expiring === '1' ? { expiring: true } : {};
  return {
    page: filters.page,
    project_id: filters.project,
    status: filters.status,
    search: filters.q,
    ...expiring,
  };
}

/** The exports take the project and status (their mutations have no search). */
export function salesRecordExportVariables(
  filters: Pick<SalesRecordFilters, 'project' | 'status'>,
) {
  return { project_id: filters.project, status: filters.status };
}
