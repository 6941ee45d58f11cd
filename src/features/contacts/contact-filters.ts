// The contact lists' filters as they live in the URL (?agency=&project=&from=&to=&page=, dates as
// typed: dd-mm-aaaa) and as the lists and their exports take them ('' = no filter, spec §5; the
// agency and project travel as text).
import { checkDateRange, type DateRangeCheck } from '../../lib/date-text';
import { readPage, type UrlParams } from '../../lib/react/use-url-state';

export interface ContactFilters {
  agency: string;
  project: string;
  /** dd-mm-aaaa as typed. */
  from: string;
  to: string;
  page: number;
}

export type ContactFilterPatch = Partial<Omit<ContactFilters, 'page'>>;

export const NO_CONTACT_FILTERS: ContactFilterPatch = { agency: '', project: '', from: '', to: '' };

const id = (value: string | undefined) => (value && /^\d+$/.test(value) ? value : '');

export function readContactFilters(params: UrlParams): ContactFilters {
  return {
    agency: id(params['agency']),
    project: id(params['project']),
    from: params['from'] ?? '',
    to: params['to'] ?? '',
    page: readPage(params['page']),
  };
}

export const contactDates = (filters: Pick<ContactFilters, 'from' | 'to'>): DateRangeCheck =>
  checkDateRange(filters.from, filters.to);

export const isFiltered = (filters: ContactFilters) =>
  [filters.agency, filters.project, filters.from, filters.to].some((text) => text !== '');

/** The four forms without project take the dates only. */
export function datedVariables(filters: Pick<ContactFilters, 'from' | 'to'>) {
  const dates = contactDates(filters);
  return { date_init: dates.from, date_end: dates.to };
}

/** contactform and requestContactsMutation: agency and project as text, then the dates. */
export function projectContactVariables(
  filters: Pick<ContactFilters, 'agency' | 'project' | 'from' | 'to'>,
) {
  return {
    real_state_agency: filters.agency,
    project: filters.project,
    ...datedVariables(filters),
  };
}
