import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customers, projects, prospects, realStateAgencies } from '../../db/schema';
import { intArray, type ProjectSet } from '../quotations';

// Duplicate prospects by RUT (issue 34): two prospects are duplicates when their projects belong
// to one agency and their customers share a RUT body (prospects.project_agency_id and
// customer_rut, kept by the triggers of migration 0037 and read through prospects_agency_rut_idx).
// Only prospects of projects in `scope` (the viewer's live projects) are ever counted or listed,
// so an agency role is never told of another agency's prospect.

const p = prospects;
const other = alias(prospects, 'other');

/**
 * Each given prospect's duplicates of live projects under `scope` (the projects module's
 * condition on projects, undefined for every project), newest first: one statement for a page.
 */
export const findDuplicates = (db: DbOrTx, ids: readonly number[], scope: SQL | undefined) =>
  db
    .select({ of: p.id, row: other })
    .from(p)
    .innerJoin(
      other,
      and(
        eq(other.project_agency_id, p.project_agency_id),
        eq(other.customer_rut, p.customer_rut),
        ne(other.id, p.id),
      ),
    )
    .innerJoin(projects, eq(projects.id, other.project_id))
    .where(and(inArray(p.id, [...ids]), isNull(projects.deleted_at), scope))
    .orderBy(desc(other.created_at), desc(other.id));

/**
 * A board card's duplicate count, for the board's json statement: `card` names the card's row
 * (it selects id, project_agency_id and customer_rut). One probe of prospects_agency_rut_idx.
 */
export function duplicateCountOf(card: string, scope: ProjectSet): SQL {
  const row = sql.raw(card);
  const inScope = scope.every
    ? sql``
    : sql` and dup.project_id = any(${intArray(scope.ids)}::int[])`;
  return sql`(select count(*)::int from ${p} dup where dup.project_agency_id = ${row}.project_agency_id
    and dup.customer_rut = ${row}.customer_rut and dup.id <> ${row}.id${inScope})`;
}

const groupRow = z.object({
  rut: z.number(),
  prospects: z.number(),
  customer_name: z.string().nullable(),
  agencies: z.array(z.object({ id: z.number(), name: z.string(), n: z.number() })),
});
const reportRow = z.object({ total: z.coerce.number(), groups: z.string() });
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const reportResult = z.union([z.array(reportRow), z.object({ rows: z.array(reportRow) })]);
export type DuplicateGroupRow = z.infer<typeof groupRow>;

/**
 * The RUTs whose prospects sit in more than one agency (Admin's report), most prospects first:
 * one page and the number of such RUTs, in one statement.
 */
export async function findCrossAgencyGroups(
  db: DbOrTx,
  offset: number,
  limit: number,
): Promise<{ total: number; groups: DuplicateGroupRow[] }> {
  const a = realStateAgencies;
  const c = customers;
  const result = reportResult.parse(
    await db.execute(sql`with groups as (
        select ${p.customer_rut} as rut, count(*)::int as prospects
        from ${p} where ${p.customer_rut} is not null and ${p.project_agency_id} is not null
        group by 1 having count(distinct ${p.project_agency_id}) > 1
      ), page as (
        select g.rut, g.prospects from groups g
        order by g.prospects desc, g.rut limit ${limit} offset ${offset}
      )
      select (select count(*) from groups) as total, coalesce((select json_agg(json_build_object(
        'rut', page.rut, 'prospects', page.prospects,
        'customer_name', (select concat_ws(' ', ${c.name}, ${c.last_name}) from ${p} newest
          join ${c} on ${c.id} = newest.customer_id where newest.customer_rut = page.rut
          order by newest.created_at desc, newest.id desc limit 1),
        'agencies', (select json_agg(json_build_object('id', ${a.id}, 'name', ${a.name}, 'n', per.n)
            order by per.n desc, ${a.name})
          from (select byagency.project_agency_id as id, count(*)::int as n from ${p} byagency
            where byagency.customer_rut = page.rut group by 1) per
          join ${a} on ${a.id} = per.id)
      ) order by page.prospects desc, page.rut) from page), '[]')::text as groups`),
  );
  const [row] = Array.isArray(result) ? result : result.rows;
  return {
    total: row?.total ?? 0,
    groups: z.array(groupRow).parse(JSON.parse(row?.groups ?? '[]')),
  };
}
