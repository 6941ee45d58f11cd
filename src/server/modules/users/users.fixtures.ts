// Test support for the users, access and pickers suites: the real server on a fresh demo
// database, tokens of demo users, and lookups of what the demo seeded. Never imported by
// production code (no `.test.ts`, so vitest does not collect it).
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { vi } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import type { Db } from '../../db/client';
import {
  audits,
  projectUsers,
  projects,
  realStateAgencyUsers,
  roleHasPermissions,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema';

export type { TestApp };
export { startTestApp };

/** Access tokens by email, logged in once per suite. */
export function tokenCache(t: () => TestApp) {
  const tokens = new Map<string, string>();
  return async (email: string): Promise<string> => {
    const known = tokens.get(email);
    if (known) return known;
    const { access_token } = await login(t().app, email);
    tokens.set(email, access_token);
    return access_token;
  };
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The first agency a demo user works for. */
export async function agencyOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .innerJoin(users, eq(users.id, realStateAgencyUsers.user_id))
    .where(eq(users.email, email))
    .orderBy(asc(realStateAgencyUsers.real_state_agency_id));
  if (!row) throw new Error(`${email} has no agency`);
  return row.id;
}

export async function projectsOfAgency(db: Db, agencyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.real_state_agency_id, agencyId), isNull(projects.deleted_at)))
    .orderBy(asc(projects.id));
  return rows.map((row) => row.id);
}

export function auditRows(db: Db, type: string, id: number | string) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, type), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));
}

/** Row counts of every table a user mutation touches: equal before and after = nothing changed. */
export async function userTableCounts(db: Db) {
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await rows(users),
    userRoles: await rows(userRoles),
    userPermissions: await rows(userPermissions),
    realStateAgencyUsers: await rows(realStateAgencyUsers),
    projectUsers: await rows(projectUsers),
    roleHasPermissions: await rows(roleHasPermissions),
    audits: await rows(audits),
  };
}

/**
 * Makes every SQL statement matching `pattern` fail, in transactions too (each transaction has a
 * session of its own, so the spy sits on their shared prototype). Returns the restore function.
 * A mutation that fails this way after its first writes proves that it rolls back.
 */
export function failStatements(db: Db, pattern: RegExp): () => void {
  const proto: Db['_']['session'] = Object.getPrototypeOf(db._.session);
  const original = proto.prepareQuery;
  const spy = vi.spyOn(proto, 'prepareQuery').mockImplementation(function (
    this: Db['_']['session'],
    ...args: Parameters<typeof original>
  ) {
    if (pattern.test(args[0].sql)) throw new Error(`falla simulada: ${args[0].sql.slice(0, 40)}`);
    return original.apply(this, args);
  });
  return () => spy.mockRestore();
}
