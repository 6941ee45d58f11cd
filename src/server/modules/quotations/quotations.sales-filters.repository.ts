import { and, asc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { epochNow } from '../../auth/viewer.repository';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { projects } from '../../db/schema';

// The SQL of the filters the sales lists share (quotations.sales-filters.service.ts holds their
// rules): the projects a list may read, and a project_id column limited to that set.

/** The projects a sales list reads (quotations.sales-filters.service.ts `salesProjects`). */
export interface ProjectSet {
  /** The live projects the list may read, ascending. */
  ids: readonly number[];
  /** True when that is every project there is: the list needs no project condition at all. */
  every: boolean;
}

/**
 * The projects in the viewer's scope (undefined = every project), narrowed by a project and an
 * agency when given; removed ones too, flagged, only to know whether some exist. Each row carries
 * the access epoch of the same snapshot, under which the set may be kept (viewer-cache.ts).
 */
export const findSalesProjects = (
  db: DbOrTx,
  scope: SQL | undefined,
  projectId: number | null,
  agencyId: number | null,
) =>
  prepared(
    'sales_projects',
    db
      .select({ id: projects.id, removed: isNotNull(projects.deleted_at), epoch: epochNow })
      .from(projects)
      .where(
        and(
          scope,
          projectId === null ? undefined : eq(projects.id, projectId),
          agencyId === null ? undefined : eq(projects.real_state_agency_id, agencyId),
        ),
      )
      .orderBy(asc(projects.id)),
  );

/** A project_id column limited to the set; nothing at all when the set is every project. */
export const inProjectSet = (column: AnyColumn, set: ProjectSet): SQL =>
  set.every
    ? sql`true`
    : set.ids.length
      ? sql`${column} = any(${intArray(set.ids)}::int[])`
      : sql`false`;

/** A Postgres int[] literal as one text parameter ('{3,7,12}'): one bind value however many ids. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const countRow = z.object({ n: z.coerce.number() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const countResult = z.union([z.array(countRow), z.object({ rows: z.array(countRow) })]);

/** The value of a count expression (a scalar subquery or a sum of them). */
export async function countOf(db: DbOrTx, expression: SQL): Promise<number> {
  const result = countResult.parse(await db.execute(sql`select (${expression})::bigint as n`));
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.n ?? 0;
}
