import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginFailures } from '../db/schema';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;

export const tooManyAttempts = (retryAfter: number) => ({
  error: 'too_many_requests',
  error_description: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
  retry_after: retryAfter,
});

// Failures live in PostgreSQL, not in memory, so every server instance sees the same count and
// the database clock alone decides the window.
const windowStart = sql`now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`;

function keyOf(email: string, ip: string) {
  return and(eq(loginFailures.email, email.trim().toLowerCase()), eq(loginFailures.ip_address, ip));
}

/**
 * Seconds until this (email, ip) may try again, or 0 when it may try now. Blocked once
 * MAX_LOGIN_FAILURES failures fall inside the window; free again when the oldest of them leaves it.
 */
export async function loginRetryAfter(db: DbOrTx, email: string, ip: string): Promise<number> {
  const recent = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${loginFailures.created_at}
        + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now())))::int`,
    })
    .from(loginFailures)
    .where(and(keyOf(email, ip), gt(loginFailures.created_at, windowStart)))
    .orderBy(desc(loginFailures.created_at))
    .limit(MAX_LOGIN_FAILURES);
  if (recent.length < MAX_LOGIN_FAILURES) return 0;
  const oldest = recent[recent.length - 1];
  return Math.max(1, Number(oldest?.wait ?? LOGIN_WINDOW_SECONDS));
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  // Rows that left the window are useless: prune this key's on the way, so the table stays small.
  await db
    .delete(loginFailures)
    .where(and(keyOf(email, ip), lte(loginFailures.created_at, windowStart)));
  await db.insert(loginFailures).values({ email: email.trim().toLowerCase(), ip_address: ip });
}

export async function clearLoginFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(keyOf(email, ip));
}
