import type DataLoader from 'dataloader';
import type { SQL } from 'drizzle-orm';
import type { StatusTable } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import {
  requireViewer,
  pageInfo,
  pageWindow,
  parseSort,
  type ListSort,
  type SortColumns,
} from '../../kernel';
import { projectScope } from '../projects';
import {
  SALES_PER_PAGE,
  given,
  projectFilter,
  statusFilter,
} from './sales-common.sales-list.service';

// The one shape of the sales list queries (`promiserequests`, `promiseorders`, `preapprovals`, …):
// with `id`, that record alone, NOT_FOUND or FORBIDDEN as the details page expects; otherwise a
// page, newest first or in the asked sort, filtered by status, project and customer search inside the viewer's scope.
// The rows prime the record's by-id loader, which its field resolvers read (no query).

export interface SalesListArgs {
  project_id?: string | null;
  status?: string | null;
  search?: string | null;
  page?: number | null;
  id?: string | null;
  sort?: string | null;
}

export interface SalesFilters<S extends string> {
  /** The viewer's project scope (projectScope.condition); undefined = every project. */
  scope: SQL | undefined;
  projectId?: number;
  status?: S;
  search?: string | null;
  /** The asked `sort` (issue 33); null: newest first. */
  sort?: ListSort | null;
}

export interface SalesListSpec<S extends string, Row extends { id: number }, Out> {
  statuses: StatusTable<S>;
  /** The fields the list sorts by (its repository's whitelist). */
  sorts: SortColumns;
  /** The record by id, in the viewer's scope (NOT_FOUND / FORBIDDEN otherwise). */
  one: (ctx: GraphQLContext, db: Db, id: string) => Promise<Row>;
  page: (
    db: DbOrTx,
    filters: SalesFilters<S>,
    window: { offset: number; limit: number },
  ) => Promise<{ rows: Row[]; total: number }>;
  byId: (ctx: GraphQLContext) => DataLoader<number, Row | null>;
  map: (row: Row) => Out;
}

export async function salesListPage<S extends string, Row extends { id: number }, Out>(
  ctx: GraphQLContext,
  args: SalesListArgs,
  spec: SalesListSpec<S, Row, Out>,
) {
  const viewer = requireViewer(ctx);
  const loader = spec.byId(ctx);
  const id = given(args.id);
  if (id !== undefined) {
    const row = await spec.one(ctx, ctx.db, id);
    loader.prime(row.id, row);
    return { data: [spec.map(row)], ...pageInfo(1, 1, SALES_PER_PAGE, 1) };
  }
  const sort = parseSort(args.sort, spec.sorts);
  const status = statusFilter(spec.statuses, args.status);
  const projectId = await projectFilter(ctx, args.project_id);
  const window = pageWindow(args.page, SALES_PER_PAGE);
  const scope = projectScope.condition(viewer);
  const filters = { scope, projectId, status, search: args.search, sort };
  const { rows, total } = await spec.page(ctx.db, filters, window);
  for (const row of rows) loader.prime(row.id, row);
  return {
    data: rows.map(spec.map),
    ...pageInfo(total, window.page, SALES_PER_PAGE, rows.length),
  };
}
