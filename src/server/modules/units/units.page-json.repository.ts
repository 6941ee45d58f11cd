import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ParkingLot,
  Property,
  Warehouse,
} from '../../../../graphql/generated/server/resolvers-types';
import type { DbOrTx } from '../../db/client';
import { projects, projectUnitTotals } from '../../db/schema';
import { unitTables, type UnitKind } from './units.kinds.service';
import { pageFields } from './units.page-fields.repository';
import type { ListSort } from '../../kernel';
import { filterConditions, listOrder, liveIn, type UnitFilters } from './units.repository';

// The /properties tables read a page of 250 units on every visit. The database builds the page
// as ONE json text, parsed once with JSON.parse: one field to decode instead of 250 × 36 (the wire
// decoding of each field was most of the request's time). Each unit travels as an array of the
// fields the operation asked for, not as an object: keys repeated 250 times made the text (and
// the time to build, move and parse it) several times larger than the values.

type Page = { offset: number; limit: number };

const pageRow = z.object({
  page: z.string(),
  size: z.coerce.number(),
  total: z.coerce.number().nullable(),
});
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const pageResult = z.union([z.array(pageRow), z.object({ rows: z.array(pageRow) })]);

/**
 * Each array of values as an object with `names` as keys, built key by key in the same order so
 * that all rows share one shape (as fast as JSON.parse of the objects themselves). The values are
 * the database's own rendering in the contract's shape (see units.page-fields.ts); the executor
 * reads only the asked fields, which are all there, hence the one assertion.
 */
function objectsOf<T>(names: readonly string[], text: string): T[] {
  const rows: readonly (readonly unknown[])[] = JSON.parse(text);
  return rows.map((values) => {
    const unit: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) unit[names[i]!] = values[i];
    return unit as T;
  });
}

/**
 * The count of the filtered units: kept per project and kind (project_unit_totals, migration 0017)
 * when only the project is filtered, as on every first visit of a project's table; counted over
 * the matching rows otherwise.
 */
function totalOf(
  kind: UnitKind,
  filters: UnitFilters,
  scope: SQL | undefined,
  where: SQL | undefined,
) {
  const t = unitTables[kind];
  const { projectId, ...unitFilters } = filters;
  if (Object.values(unitFilters).some((value) => value !== undefined)) {
    return sql`select count(*) from ${t} join ${projects} on ${projects.id} = ${t.project_id} where ${where}`;
  }
  const u = projectUnitTotals;
  const live = and(
    eq(u.kind, kind),
    isNull(projects.deleted_at),
    scope,
    projectId === undefined ? undefined : eq(u.project_id, projectId),
  );
  return sql`select coalesce(sum(${u.n}), 0) from ${u} join ${projects} on ${projects.id} = ${u.project_id} where ${live}`;
}

/**
 * One page in the order of properties_unit_order_idx (a page of a 5,000-unit project reads 250
 * index entries instead of sorting 5,000 rows), or in the asked `sort` (a home's price and
 * identifier have indexes of their own, migration 0032), and the total, in one statement: the
 * total is known from the page itself when it is the last one; otherwise it is read inside the same
 * statement (a scalar subquery evaluated only when needed: see totalOf).
 * `asked`: the fields the operation reads (undefined: all of them).
 */
export async function listUnitsPage<T extends Property | Warehouse | ParkingLot>(
  db: DbOrTx,
  kind: UnitKind,
  filters: UnitFilters,
  scope: SQL | undefined,
  page: Page,
  asked?: ReadonlySet<string>,
  sort: ListSort | null = null,
): Promise<{ data: T[]; total: number }> {
  const t = unitTables[kind];
  const where = and(liveIn(t, scope), ...filterConditions(kind, t, filters));
  const order = sql.join(listOrder(t, kind, sort), sql`, `);
  const fields = pageFields(kind, t, asked);
  // row_number follows the index order as the rows stream in (the limit still stops the scan at
  // the page's end); the aggregate then keeps the page's order by that number alone.
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${sql.join(fields.values, sql`, `)})
        order by ${t}.page_row), '[]')::text as page,
      count(*) as size,
      case when count(*) = ${page.limit} or (count(*) = 0 and ${page.offset}::int > 0) then (
        ${totalOf(kind, filters, scope, where)}
      ) end as total
    from (
      select ${t}.*, row_number() over (order by ${order}) as page_row
      from ${t} join ${projects} on ${projects.id} = ${t.project_id}
      where ${where} order by ${order} limit ${page.limit} offset ${page.offset}
    ) ${t}`);
  const parsed = pageResult.parse(result);
  const [row] = Array.isArray(parsed) ? parsed : parsed.rows;
  const size = row?.size ?? 0;
  const data = objectsOf<T>(fields.names, row?.page ?? '[]');
  return { data, total: row?.total ?? page.offset + size };
}
