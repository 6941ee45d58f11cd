// The /quotations filters as they live in the URL (?project=&agency=&from=&to=&status=&q=&page=,
// expiring=1 for «Por vencer»,
// dates as typed: dd-mm-aaaa) and as the list and its export take them ('' = no filter).
import type {
  QuotationsQueryVariables,
  RequestQuotationsFileMutationVariables,
} from '../../../graphql/generated/client/graphql';
import { checkDateRange, type DateRangeCheck } from '../../lib/date-text';
import { readPage, type UrlParams } from '../../lib/react/use-url-state';
import { isStatus, quotationStatus } from '../../shared/sales-status';

export interface QuotationFilters {
  project: string;
  agency: string;
  /** dd-mm-aaaa as typed. */
  from: string;
  to: string;
  status: string;
  q: string;
  /** '1': only active quotations expiring within 48 hours («Por vencer»); '' = all. */
  expiring: string;
  page: number;
}

export type QuotationFilterPatch = Partial<Omit<QuotationFilters, 'page'>>;

const id = (value: string | undefined) => (value && /^\d+$/.test(value) ? value : '');

export function readQuotationFilters(params: UrlParams): QuotationFilters {
  const status = params['status'] ?? '';
  return {
    project: id(params['project']),
    agency: id(params['agency']),
    from: params['from'] ?? '',
    to: params['to'] ?? '',
    // An unknown code would only earn a refusal from the server: the list shows all instead.
    status: isStatus(quotationStatus, status) ? status : '',
    q: params['q'] ?? '',
    expiring: params['expiring'] === '1' ? '1' : '',
    page: readPage(params['page']),
  };
}

export type QuotationExportFilters = Pick<QuotationFilters, 'project' | 'agency' | 'from' | 'to'>;

export function quotationDates(filters: Pick<QuotationFilters, 'from' | 'to'>): DateRangeCheck {
  return checkDateRange(filters.from, filters.to);
}

export function quotationVariables(filters: QuotationFilters): QuotationsQueryVariables {
  const dates = quotationDates(filters);
  return {
    page: filters.page,
    project_id: filters.project,
    real_state_agency: filters.agency,
    date_ini: dates.from,
    date_end: dates.to,
    status: filters.status,
    search: filters.q,
    // Sent only when set: the list without it is the one every other caller asks for.
    ...(filters.expiring === '1' ? { expiring: true } : {}),
  };
}

/** The export takes the project, agency and dates (its mutation has no status or search). */
export function quotationExportVariables(
  filters: QuotationExportFilters,
): RequestQuotationsFileMutationVariables {
  const dates = quotationDates(filters);
  return {
    project_id: filters.project,
    real_state_agency: filters.agency,
    date_ini: dates.from,
    date_end: dates.to,
  };
}
