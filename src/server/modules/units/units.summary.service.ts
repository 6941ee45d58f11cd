import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ModelsAndTowers,
  QueryTablepropertieArgs,
  TablePropertie,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { properties } from '../../db/schema';
import { parseId, requireViewer, pageInfo, pageWindow } from '../../kernel';
import { projectIdOf, projectScope, requireProject } from '../projects';

// The home summary (`tablepropertie`): one row per unit model of each project the viewer may see,
// with the sales counts of that model's homes, in one statement: the page of groups first, then
// correlated counts for those 50 groups only. And the model/tower options of the units filters.

export const SUMMARY_PER_PAGE = 50;
const NO_MODEL = 'Sin modelo';
const agencyNotFound = 'La inmobiliaria no existe.';

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

export async function summaryPage(ctx: GraphQLContext, args: QueryTablepropertieArgs) {
  const viewer = requireViewer(ctx);
  const { page: current, offset, limit } = pageWindow(args.page, SUMMARY_PER_PAGE);
  const project = args.project_id?.trim() ? projectIdOf(args.project_id) : undefined;
  const agency = args.real_state_agency?.trim()
    ? parseId(args.real_state_agency, agencyNotFound)
    : undefined;
  const scope = projectScope.condition(viewer);
  const where = sql.join(
    [
      sql`p.deleted_at is null and projects.deleted_at is null`,
      ...(scope ? [scope] : []),
      ...(project === undefined ? [] : [sql`projects.id = ${project}`]),
      ...(agency === undefined ? [] : [sql`projects.real_state_agency_id = ${agency}`]),
    ],
    sql` and `,
  );
  // The homes of one group, for the correlated counts below.
  const homesOf = sql`select u.id from properties u where u.project_id = g.project_id
    and coalesce(u.model, '') = g.model and u.deleted_at is null`;
  const paid = (column: string) =>
    sql.raw(
      `exists (select 1 from payments pay where pay.${column} = r.id and pay.status = 'paid')`,
    );
  const result = await ctx.db.execute(sql`
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
  const rows = Array.isArray(parsed) ? parsed : parsed.rows;
  // Past the last page the window count is gone with the rows: count the groups alone.
  const total = rows[0]?.total ?? (current > 1 ? await countGroups(ctx, where) : 0);
  const data: TablePropertie[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    project_id: String(row.project_id),
    model: row.model || NO_MODEL,
  }));
  return { data, ...pageInfo(total, current, SUMMARY_PER_PAGE, data.length) };
}

const countRow = z.object({ n: z.coerce.number() });
const counted = z.union([z.array(countRow), z.object({ rows: z.array(countRow) })]);

async function countGroups(ctx: GraphQLContext, where: ReturnType<typeof sql.join>) {
  const result = await ctx.db.execute(sql`
    select count(*) as n from (select 1 from properties p join projects on projects.id = p.project_id
      where ${where} group by p.project_id, coalesce(p.model, '')) groups`);
  const parsed = counted.parse(result);
  return (Array.isArray(parsed) ? parsed : parsed.rows)[0]?.n ?? 0;
}

/** The distinct models and towers of a project's live homes, by name. */
export async function modelsAndTowers(
  ctx: GraphQLContext,
  projectId: string,
): Promise<ModelsAndTowers> {
  const project = await requireProject(ctx, ctx.db, projectId);
  const live = (column: typeof properties.model | typeof properties.tower) =>
    and(eq(properties.project_id, project.id), isNull(properties.deleted_at), isNotNull(column));
  const [models, towers] = await Promise.all([
    ctx.db
      .selectDistinct({ name: properties.model })
      .from(properties)
      .where(live(properties.model))
      .orderBy(asc(properties.model)),
    ctx.db
      .selectDistinct({ name: properties.tower })
      .from(properties)
      .where(live(properties.tower))
      .orderBy(asc(properties.tower)),
  ]);
  const names = (rows: { name: string | null }[]) =>
    rows.flatMap((row) => (row.name ? [row.name] : []));
  return { models: names(models), towers: names(towers) };
}
