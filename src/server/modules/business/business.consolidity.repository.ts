import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { contactForms, quotations } from '../../db/schema';
import { inProjectSet, type ProjectSet } from '../quotations';
import { allOf, chileDay, nextDay } from './business.filters.repository';

// consolidity's count of the period's leads by origin (business.consolidity.service.ts). Quotations
// and project contact forms both keep the origin the public site recorded (quotations.origin,
// contact_forms.origin); a lead without one counts under «sin origen».

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

/** The quotations and contact forms of the projects in [from, to] (Chile days), by origin. */
export async function leadsByOrigin(
  db: DbOrTx,
  projects: ProjectSet,
  from: string | null,
  to: string | null,
) {
  const parsed = result.parse(
    await db.execute(sql`select coalesce(q.origin, c.origin) as origin,
        coalesce(q.n, 0) as quotations, coalesce(c.n, 0) as contacts
      from (${grouped(sources.quotations, projects, from, to)}) q
      full join (${grouped(sources.contacts, projects, from, to)}) c on c.origin = q.origin`),
  );
  return Array.isArray(parsed) ? parsed : parsed.rows;
}
