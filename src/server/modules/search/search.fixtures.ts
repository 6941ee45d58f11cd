// Test support for the search suites: whose project each hit is, read from the database, and the
// projects a demo user may see. Never imported by production code.
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingOrders,
  bookingRequests,
  preapprovals,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  prospects,
  quotations,
  realStateAgencyUsers,
  projectUsers,
  users,
} from '../../db/schema';
import { eq } from 'drizzle-orm';

const tables = {
  QUOTATION: quotations,
  BOOKING_REQUEST: bookingRequests,
  BOOKING_ORDER: bookingOrders,
  PROMISE_REQUEST: promiseRequests,
  PROMISE_ORDER: promiseOrders,
  PREAPPROVAL: preapprovals,
  PROSPECT: prospects,
  PROPERTY: properties,
} as const;

type Group = { kind: keyof typeof tables; hits: { id: string }[] };

/** The projects of every hit, by the database (not by what the hit says). */
export async function hitProjects(db: Db, groups: readonly Group[]): Promise<number[]> {
  const seen: number[] = [];
  for (const group of groups) {
    const table = tables[group.kind];
    const ids = group.hits.map((hit) => Number(hit.id));
    const rows = await db
      .select({ project: table.project_id })
      .from(table)
      .where(inArray(table.id, ids));
    seen.push(...rows.map((row) => row.project));
  }
  return seen;
}

/** The projects of a demo user's agencies and the projects linked to them. */
export async function visibleProjects(db: Db, email: string): Promise<number[]> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`sin usuario ${email}`);
  const agencies = db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .where(eq(realStateAgencyUsers.user_id, user.id));
  const linked = db
    .select({ id: projectUsers.project_id })
    .from(projectUsers)
    .where(eq(projectUsers.user_id, user.id));
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(or(inArray(projects.real_state_agency_id, agencies), inArray(projects.id, linked)));
  return rows.map((row) => row.id);
}
