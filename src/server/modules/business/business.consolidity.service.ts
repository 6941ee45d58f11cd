import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ConsolidityRow,
  QueryConsolidityArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { contactForms, quotations } from '../../db/schema';
import { filterRange } from '../exports';
import { inProjectSet, salesProjects, type ProjectSet } from '../quotations';
import { allOf, chileDay, nextDay } from './business.filters.service';

// consolidity: where the period's leads came from. Quotations and project contact forms both keep
// the origin the public site recorded (quotations.origin, contact_forms.origin); a lead without one
// counts under «sin origen». Agency-scoped roles count only their projects' leads.

export const NO_ORIGIN = 'sin origen';

interface Source {
  origin: AnyColumn;
  project: AnyColumn;
  created: AnyColumn;
  table: typeof quotations | typeof contactForms;
}

const sources = {
  quotations: { origin: quotations.origin, project: quotations.project_id, created: quotations.created_at, table: quotations }, // prettier-ignore
  contacts: { origin: contactForms.origin, project: contactForms.project_id, created: contactForms.created_at, table: contactForms }, // prettier-ignore
} satisfies Record<string, Source>;

function grouped(s: Source, projects: ProjectSet, from: string | null, to: string | null): SQL {
  const where = allOf([
    inProjectSet(s.project, projects),
    ...(from ? [sql`${s.created} >= ${chileDay(from)}`] : []),
    ...(to ? [sql`${s.created} < ${chileDay(nextDay(to))}`] : []),
  ]);
  return sql`select coalesce(nullif(lower(trim(${s.origin})), ''), ${NO_ORIGIN}) as origin,
    count(*) as n from ${s.table} where ${where} group by 1`;
}

const row = z.object({
  origin: z.string(),
  quotations: z.coerce.number(),
  contacts: z.coerce.number(),
});
const result = z.union([z.array(row), z.object({ rows: z.array(row) })]);

/** Rows by origin, largest total first (ties by origin); percentages of the period's leads. */
export async function consolidity(
  ctx: GraphQLContext,
  args: QueryConsolidityArgs,
): Promise<ConsolidityRow[]> {
  const [from, to] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  const projects = await salesProjects(ctx, {});
  if (projects.ids.length === 0) return [];
  const parsed = result.parse(
    await ctx.db.execute(sql`select coalesce(q.origin, c.origin) as origin,
        coalesce(q.n, 0) as quotations, coalesce(c.n, 0) as contacts
      from (${grouped(sources.quotations, projects, from, to)}) q
      full join (${grouped(sources.contacts, projects, from, to)}) c on c.origin = q.origin`),
  );
  const rows = Array.isArray(parsed) ? parsed : parsed.rows;
  const all = rows.reduce((sum, r) => sum + r.quotations + r.contacts, 0);
  return rows
    .map((r) => {
      const total = r.quotations + r.contacts;
      return { ...r, total, percentage: Math.round((total * 10_000) / all) / 100 };
    })
    .sort((a, b) => b.total - a.total || a.origin.localeCompare(b.origin, 'es'));
}
