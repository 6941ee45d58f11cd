// The /business filters as they live in the URL (?q=&project=&from=&to=&rukan=&preaprobacion=,
// dates as typed: dd-mm-aaaa; ?vista=lista for the table and ?page= for its page) and as the
// board, the list and the export take them ('' = no filter, as the contract says).
import type {
  ProspectsPerTypeQueryVariables,
  ProspectsQueryVariables,
  RequestProspectFileMutationVariables,
} from '../../../../graphql/generated/client/graphql';
import { checkDateRange, type DateRangeCheck } from '../../../lib/date-text';
import { readPage, type UrlParams } from '../../../lib/react/use-url-state';
import { isStatus, preapprovalStatus } from '../../../shared/sales-status';

/** The board, the table of the same prospects, or the lead origins of a period (consolidity). */
export type BusinessView = 'tablero' | 'lista' | 'origen';

export interface BusinessFilters {
  /** Name, RUT, email or phone of the customer. */
  q: string;
  project: string;
  /** dd-mm-aaaa as typed. */
  from: string;
  to: string;
  /** '1' a current Rukan, '0' none or expired, '' both. */
  rukan: string;
  /** A pre-approval status code. */
  preapproval: string;
}

export interface BusinessUrlState {
  filters: BusinessFilters;
  view: BusinessView;
  /** The list's page (the board pages each column itself). */
  page: number;
}

export type BusinessFilterPatch = Partial<BusinessFilters>;

export const NO_FILTERS: BusinessFilters = {
  q: '',
  project: '',
  from: '',
  to: '',
  rukan: '',
  preapproval: '',
};

const id = (value: string | undefined) => (value && /^\d+$/.test(value) ? value : '');

export function readBusinessUrl(params: UrlParams): BusinessUrlState {
  const rukan = params['rukan'] ?? '';
  const preapproval = params['preaprobacion'] ?? '';
  return {
    filters: {
      q: params['q'] ?? '',
      project: id(params['project']),
      from: params['from'] ?? '',
      to: params['to'] ?? '',
      // Unknown values would only earn a refusal from the server: show everything instead.
      rukan: rukan === '1' || rukan === '0' ? rukan : '',
      preapproval: isStatus(preapprovalStatus, preapproval) ? preapproval : '',
    },
    view: params['vista'] === 'lista' || params['vista'] === 'origen' ? params['vista'] : 'tablero',
    page: readPage(params['page']),
  };
}

/** The URL parameters of a filter change (the list goes back to its first page). */
export function filterParams(patch: BusinessFilterPatch): Record<string, string | null> {
  const params: Record<string, string | null> = { page: null };
  if (patch.q !== undefined) params['q'] = patch.q;
  if (patch.project !== undefined) params['project'] = patch.project;
  if (patch.from !== undefined) params['from'] = patch.from;
  if (patch.to !== undefined) params['to'] = patch.to;
  if (patch.rukan !== undefined) params['rukan'] = patch.rukan;
  if (patch.preapproval !== undefined) params['preaprobacion'] = patch.preapproval;
  return params;
}

export function isFiltered(filters: BusinessFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

export function businessDates(filters: Pick<BusinessFilters, 'from' | 'to'>): DateRangeCheck {
  return checkDateRange(filters.from, filters.to);
}

/** The filters both prospects and prospectspertypequery take. */
export function filterVariables(filters: BusinessFilters): ProspectsQueryVariables {
  const dates = businessDates(filters);
  return {
    customer_name_rut_email_phone: filters.q,
    project_id: filters.project,
    date_ini: dates.from,
    date_end: dates.to,
    rukans_vig: filters.rukan,
    pre_approvals_status: filters.preapproval,
  };
}

/** The board's first screen: page 1 of every stage. */
export function boardVariables(filters: BusinessFilters): ProspectsPerTypeQueryVariables {
  return { ...filterVariables(filters), page: 1 };
}

/** "Ver más" of one column: that stage's next page alone. */
export function morePageVariables(
  filters: BusinessFilters,
  stageId: string,
  subpage: number,
): ProspectsPerTypeQueryVariables {
  return { ...filterVariables(filters), page: 1, subquery: stageId, subpage, incremental: true };
}

export function listVariables(filters: BusinessFilters, page: number): ProspectsQueryVariables {
  return { ...filterVariables(filters), page };
}

/** The export takes every filter but the search (requestProspectFile has none). */
export function exportVariables(filters: BusinessFilters): RequestProspectFileMutationVariables {
  const dates = businessDates(filters);
  return {
    project_id: filters.project,
    date_ini: dates.from,
    date_end: dates.to,
    rukans_vig: filters.rukan,
    pre_approvals_status: filters.preapproval,
  };
}
