import { and, asc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { statusCodes, type StatusTable } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { requireViewer } from '../../kernel';
import { filterAgency, filterChoice, filterProject } from '../exports';
import { projectScope } from '../projects';

// The filters the sales lists share (quotations, booking requests and orders). Every list reads
// through a set of project ids: the live projects the viewer may see, narrowed by the project and
// agency filters. Scoping is then one `project_id = any(...)` and a removed project's records
// leave the lists with it.

type Arg = string | null | undefined;

/** The spec's client sends blank filters as "" (none). */
export const given = (value: Arg): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

export interface ProjectSet {
  /** The live projects the list may read, ascending. */
  ids: number[];
  /** True when that is every project there is: the list needs no project condition at all. */
  every: boolean;
}

/**
 * The projects the lists may read: the viewer's scope, and the project and agency filters when
 * given (a project or agency out of scope answers FORBIDDEN, a missing one NOT_FOUND, as the
 * export requests do). Removed projects are read too, only to know whether any exists.
 */
export async function salesProjects(
  ctx: GraphQLContext,
  filters: { project_id?: Arg; real_state_agency?: Arg },
): Promise<ProjectSet> {
  const viewer = requireViewer(ctx);
  const projectId = await filterProject(ctx, filters.project_id);
  const agencyId = await filterAgency(ctx, filters.real_state_agency, 'real_state_agency');
  const scope = projectScope.condition(viewer);
  const rows = await ctx.db
    .select({ id: projects.id, removed: isNotNull(projects.deleted_at) })
    .from(projects)
    .where(
      and(
        scope,
        projectId === null ? undefined : eq(projects.id, projectId),
        agencyId === null ? undefined : eq(projects.real_state_agency_id, agencyId),
      ),
    )
    .orderBy(asc(projects.id));
  const ids = rows.filter((row) => !row.removed).map((row) => row.id);
  const filtered = scope !== undefined || projectId !== null || agencyId !== null;
  return { ids, every: !filtered && ids.length === rows.length };
}

/** A status filter: one of the table's codes, or BAD_USER_INPUT naming the allowed ones. */
export function statusFilter<S extends string>(table: StatusTable<S>, value: Arg): S | null {
  const codes = statusCodes(table);
  return filterChoice(
    value,
    codes,
    'status',
    (text) => `«${text}» no es un estado de ${table.record} (estados: ${codes.join(', ')}).`,
  );
}

/** A project_id column limited to the set; nothing at all when the set is every project. */
export const inProjectSet = (column: AnyColumn, set: ProjectSet): SQL =>
  set.every
    ? sql`true`
    : set.ids.length
      ? sql`${column} = any(${intArray(set.ids)}::int[])`
      : sql`false`;

/** A Postgres int[] literal as one text parameter ('{3,7,12}'): one bind value for any size. */
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
