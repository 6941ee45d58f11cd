// Test support for the agency suites: tokens of demo users, their agencies, and audit rows.
// Never imported by production code.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits, realStateAgencies, realStateAgencyUsers, users } from '../../db/schema';
import { login, type TestApp } from '../../../../tests/harness/test-app';

export function tokens(t: TestApp) {
  const cache = new Map<string, Promise<string>>();
  return (email: string) => {
    let token = cache.get(email);
    if (!token) {
      token = login(t.app, email).then((pair) => pair.access_token);
      cache.set(email, token);
    }
    return token;
  };
}

/** The ids of the agencies a demo user is linked to. */
export async function agenciesOf(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .innerJoin(users, eq(users.id, realStateAgencyUsers.user_id))
    .where(eq(users.email, email));
  return rows.map((row) => row.id);
}

export async function agencyRow(db: Db, id: number) {
  const [row] = await db.select().from(realStateAgencies).where(eq(realStateAgencies.id, id));
  return row ?? null;
}

export async function agencyNamed(db: Db, name: string) {
  const [row] = await db.select().from(realStateAgencies).where(eq(realStateAgencies.name, name));
  if (!row) throw new Error(`no hay inmobiliaria ${name}`);
  return row;
}

export function agencyAudits(db: Db, id: number | string) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'RealStateAgency'), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));
}

export const countRows = async (db: Db, table: typeof audits | typeof realStateAgencies) =>
  (await db.select().from(table)).length;
