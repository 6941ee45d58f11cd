// Test support for the quotations and bookings suites: statement counting, ground truths read
// straight from the tables, and the demo's agencies. Never imported by production code.
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits, projects, quotations } from '../../db/schema';
import { agenciesOf } from '../agencies/agencies.fixtures';

export { tokens } from '../agencies/agencies.fixtures';
export { statements } from '../../../../tests/harness/statements';

/** The live projects of a demo user's agencies (the user is linked to all of them). */
export async function ownProjectIds(db: Db, email: string): Promise<number[]> {
  const agencies = await agenciesOf(db, email);
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.real_state_agency_id, agencies), isNull(projects.deleted_at)))
    .orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}

/** The live projects of other agencies than the user's. */
export async function foreignProjectIds(db: Db, email: string): Promise<number[]> {
  const own = new Set(await ownProjectIds(db, email));
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(isNull(projects.deleted_at))
    .orderBy(asc(projects.id));
  return rows.map((row) => row.id).filter((id) => !own.has(id));
}

const chileDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Santiago'`;

/** How many quotations match, counted row by row (what the list's total must equal). */
export async function quotationCount(
  db: Db,
  f: { projectIds: number[]; from?: string; untilExclusive?: string; status?: string },
): Promise<number> {
  const where: (SQL | undefined)[] = [
    inArray(quotations.project_id, f.projectIds),
    f.from ? gte(quotations.created_at, chileDay(f.from)) : undefined,
    f.untilExclusive ? lt(quotations.created_at, chileDay(f.untilExclusive)) : undefined,
    f.status ? sql`${quotations.status} = ${f.status}` : undefined,
  ];
  const [row] = await db
    .select({ n: count() })
    .from(quotations)
    .where(and(...where));
  return row?.n ?? 0;
}

/** The audit rows of one record, oldest first. */
export function auditRowsOf(db: Db, type: string, id: number) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, type), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));
}
