import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

// The login failure counters (login_failures): counted, forgiven, given back and pruned.

/** One counter as an attempt left it. */
export interface Counted {
  email: string;
  failures: number;
  /** The window's end as text: exact to the microsecond, which a JS Date is not. */
  resetsAt: string;
  wait: number;
}

/**
 * Counts one attempt on the counters of (ip, each of `keys`) in one upsert: an expired window
 * starts again from one, lasting `windowSeconds` by the database clock.
 */
export function countAttempts(
  db: Db,
  ip: string,
  keys: readonly string[],
  windowSeconds: number,
): Promise<Counted[]> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const expired = sql`${loginFailures.resets_at} <= now()`;
  return db
    .insert(loginFailures)
    .values(
      keys.map((key) => ({
        ip_address: ip,
        email: key,
        failures: 1,
        resets_at: windowEnd,
      })),
    )
    .onConflictDoUpdate({
      target: [loginFailures.ip_address, loginFailures.email],
      set: {
        failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
        resets_at: sql`case when ${expired} then excluded.resets_at else ${loginFailures.resets_at} end`,
      },
    })
    .returning({
      email: loginFailures.email,
      failures: loginFailures.failures,
      resetsAt: sql<string>`${loginFailures.resets_at}::text`,
      wait: sql<number>`greatest(1, ceil(extract(epoch from ${loginFailures.resets_at} - now())))::int`,
    });
}

/** Deletes the counter of (ip, email). */
export async function deleteCounter(db: Db, ip: string, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip_address, ip), eq(loginFailures.email, email)));
}

/** Takes one failure back from the counter of (ip, counted), if its window is still the same. */
export async function giveBackOne(db: Db, ip: string, counted: Counted): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`${loginFailures.failures} - 1` })
    .where(
      and(
        eq(loginFailures.ip_address, ip),
        eq(loginFailures.email, counted.email),
        eq(loginFailures.resets_at, sql`${counted.resetsAt}::timestamptz`),
        gt(loginFailures.failures, 0),
      ),
    );
}

/** Deletes up to `limit` expired counters, oldest first; rows another attempt holds are skipped. */
export async function pruneExpired(db: Db, limit: number): Promise<void> {
  const batch = db
    .select({ ip: loginFailures.ip_address, email: loginFailures.email })
    .from(loginFailures)
    .where(lte(loginFailures.resets_at, sql`now()`))
    .orderBy(asc(loginFailures.resets_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(sql`(${loginFailures.ip_address}, ${loginFailures.email})`, batch),
        lte(loginFailures.resets_at, sql`now()`),
      ),
    );
}
