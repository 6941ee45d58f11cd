import type { SQL } from 'drizzle-orm';
import { preapprovalStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { filterChoice, filterRange } from '../exports';
import {
  matchingCustomers,
  salesProjects,
  statusFilter,
  type ProjectSet,
  parseSearch,
} from '../quotations';

// The filters of the board and the list (business.graphql): "" is no filter; a bad value is a
// Spanish BAD_USER_INPUT naming the field. Project and scope become one set of live project ids
// (as the sales lists do); the search finds the customers first through their text index. Their
// conditions in SQL are in business.filters.repository.ts.

type Arg = string | null | undefined;

export interface ProspectFilterArgs {
  customer_name_rut_email_phone?: Arg;
  project_id?: Arg;
  date_ini?: Arg;
  date_end?: Arg;
  rukans_vig?: Arg;
  pre_approvals_status?: Arg;
}

export interface ProspectFilters {
  projects: ProjectSet;
  /** Chile days 'YYYY-MM-DD', both ends included; null = open. */
  from: string | null;
  to: string | null;
  /** The searched customers' ids, or a subquery when too many match; null without a search. */
  customers: number[] | SQL | null;
  rukan: '1' | '0' | null;
  preapproval: string | null;
}

export async function prospectFilters(
  ctx: GraphQLContext,
  args: ProspectFilterArgs,
): Promise<ProspectFilters> {
  // Everything that needs no query is checked first: bad input costs nothing.
  const [from, to] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  const rukan = filterChoice(
    args.rukans_vig,
    ['1', '0'],
    'rukans_vig',
    (text) => `«${text}» no es un filtro de Rukan válido: usa 1 (vigente) o 0 (sin Rukan vigente).`,
  );
  const preapproval = statusFilter(preapprovalStatus, args.pre_approvals_status);
  const search = parseSearch(args.customer_name_rut_email_phone);
  const projects = await salesProjects(ctx, { project_id: args.project_id });
  const customers = search ? await matchingCustomers(ctx.db, search) : null;
  return { projects, from, to, customers, rukan, preapproval };
}

/** Whether the month buckets can answer the totals: only projects and dates are filtered. */
export const countable = (f: ProspectFilters) =>
  f.customers === null && f.rukan === null && f.preapproval === null;

/** Nothing can match: no project in scope, or a search that found nobody. */
export const nothing = (f: ProspectFilters) =>
  f.projects.ids.length === 0 || (Array.isArray(f.customers) && f.customers.length === 0);
