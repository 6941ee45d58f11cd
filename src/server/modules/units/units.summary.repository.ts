import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';

// The reads of the home summary (`tablepropertie`) and of the model/tower options of the units
// filters.

const summaryRow = z.object({
  project_id: z.coerce.number(),
  project_name: z.string(),
  model: z.string(),
  total: z.coerce.number(),
  units_count: z.coerce.number(),
  units_availabe: z.coerce.number(),
  quotation_count: z.coerce.number(),
  booking_request_count: z.coerce.number(),
  booking_request_payments: z.coerce.number(),
  promise_request_count: z.coerce.number(),
  promise_request_payment: z.coerce.number(),
});

/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const executed = z.union([z.array(summaryRow), z.object({ rows: z.array(summaryRow) })]);

/** The homes the summary counts: live, of live projects under `scope` and the filters. */
export function summaryCondition(
  scope: SQL | undefined,
  project: number | undefined,
  agency: number | undefined,
): SQL {
  return sql.join(
    [
      sql`p.deleted_at is null and projects.deleted_at is null`,
      ...(scope ? [scope] : []),
      ...(project === undefined ? [] : [sql`projects.id = ${project}`]),
      ...(agency === undefined ? [] : [sql`projects.real_state_agency_id = ${agency}`]),
    ],
    sql` and `,
  );
}

/**
 * One page of groups (project, model) under `where`, with the sales counts of each group's homes,
 * in one statement: the page of groups first, then correlated counts for those groups only. Each
 * row carries the number of groups (none past the last page).
 */
export async function findSummaryGroups(db: DbOrTx, where: SQL, limit: number, offset: number) {
  // The homes of one group, for the correlated counts below.
  const homesOf = sql`select u.id from properties u where u.project_id = g.project_id
    and coalesce(u.model, '') = g.model and u.deleted_at is null`;
  const paid = (column: string) =>
    sql.raw(
      `exists (select 1 from payments pay where pay.${column} = r.id and pay.status = 'paid')`,
    );
  const result = await db.execute(sql`
    with g as (
      select p.project_id, projects.name as project_name, coalesce(p.model, '') as model,
        count(*) as units_count, count(*) filter (where p.available) as units_availabe,
        count(*) over () as total
      from properties p join projects on projects.id = p.project_id
      where ${where}
      group by p.project_id, projects.name, coalesce(p.model, '')
      order by projects.name, coalesce(p.model, ''), p.project_id
      limit ${limit} offset ${offset}
    )
    select g.*,
      (select count(distinct pq.quotation_id) from property_quotations pq
        where pq.property_id in (${homesOf})) as quotation_count,
      (select count(*) from booking_requests r where r.property_id in (${homesOf}))
        as booking_request_count,
      (select count(*) from booking_requests r where r.property_id in (${homesOf})
        and ${paid('booking_request_id')}) as booking_request_payments,
      (select count(distinct r.id) from promise_requests r
        join property_quotations pq on pq.quotation_id = r.quotation_id
        where pq.property_id in (${homesOf})) as promise_request_count,
      (select count(distinct r.id) from promise_requests r
        join property_quotations pq on pq.quotation_id = r.quotation_id
        where pq.property_id in (${homesOf}) and ${paid('promise_request_id')})
        as promise_request_payment
    from g order by g.project_name, g.model, g.project_id`);
  const parsed = executed.parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
}

const countRow = z.object({ n: z.coerce.number() });
const counted = z.union([z.array(countRow), z.object({ rows: z.array(countRow) })]);

export async function countSummaryGroups(db: DbOrTx, where: SQL) {
  const result = await db.execute(sql`
    select count(*) as n from (select 1 from properties p join projects on projects.id = p.project_id
      where ${where} group by p.project_id, coalesce(p.model, '')) groups`);
  const parsed = counted.parse(result);
  return (Array.isArray(parsed) ? parsed : parsed.rows)[0]?.n ?? 0;
}

/** The distinct models and towers of a project's live homes, by name. */
export function findModelsAndTowers(db: DbOrTx, projectId: number) {
  const live = (column: typeof properties.model | typeof properties.tower) =>
    and(eq(properties.project_id, projectId), isNull(properties.deleted_at), isNotNull(column));
  return Promise.all([
    db
      .selectDistinct({ name: properties.model })
      .from(properties)
      .where(live(properties.model))
      .orderBy(asc(properties.model)),
    db
      .selectDistinct({ name: properties.tower })
      .from(properties)
      .where(live(properties.tower))
      .orderBy(asc(properties.tower)),
  ]);
}
