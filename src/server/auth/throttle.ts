import type { Db } from '../db/client';
import {
  countAttempts,
  deleteCounter,
  giveBackOne,
  pruneExpired,
  type Counted,
} from './throttle.repository';

/** Failed logins one account may have from one address within a window. */
export const MAX_LOGIN_FAILURES = 5;
/**
 * Failed logins one address may have within a window, over any emails: enough for an office
 * behind one NAT address, too few to try passwords across many accounts.
 */
export const MAX_ADDRESS_LOGIN_FAILURES = 20;
export const LOGIN_WINDOW_SECONDS = 60;

export const tooManyAttempts = (retryAfter: number) => ({
  error: 'too_many_requests',
  error_description: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
  retry_after: retryAfter,
});

// The key of the address's own counter, which counts failures over any emails.
const ANY_EMAIL = '';
// Expired rows deleted at a time, whenever a counter starts again from one: pruning keeps pace
// with the rows new keys add.
const PRUNE_BATCH = 100;

/** A counted attempt; `windows` identify the counted windows so a give-back cannot touch a new one. */
export type LoginAttempt =
  | { allowed: true; email: string; ip: string; windows: Counted[] }
  | { allowed: false; retryAfter: number };

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Counts an attempt of (email, ip) on the account's and the address's counters, before the
 * password is checked. Failures live in the database so every server instance sees the same
 * counts, and the database clock alone decides the windows. One statement: the upsert's row lock
 * serialises concurrent attempts, so no more than the limits are ever evaluated. Run it outside
 * any transaction: a count must hold whatever else fails, and no lock may be kept while the
 * password is verified.
 */
export async function countLoginAttempt(
  db: Db,
  rawEmail: string,
  ip: string,
): Promise<LoginAttempt> {
  const email = normalize(rawEmail);
  // Rows in key order (the address's '' first), so concurrent statements lock them in one order.
  // A blank email has only the address's counter (one row may not be upserted twice).
  const keys = email === ANY_EMAIL ? [ANY_EMAIL] : [ANY_EMAIL, email];
  const windows = await countAttempts(db, ip, keys, LOGIN_WINDOW_SECONDS);

  if (windows.some((counted) => counted.failures === 1)) await pruneExpired(db, PRUNE_BATCH);
  const over = windows.filter(
    (counted) =>
      counted.failures >
      (counted.email === ANY_EMAIL ? MAX_ADDRESS_LOGIN_FAILURES : MAX_LOGIN_FAILURES),
  );
  if (over.length === 0) return { allowed: true, email, ip, windows };
  // A refused attempt was not evaluated: it gives its count back, so it costs neither counter.
  await giveBack(db, ip, windows);
  return { allowed: false, retryAfter: Math.max(...over.map((counted) => counted.wait)) };
}

/** The password was right: the account's failures are forgotten and the address's budget kept. */
export async function settleLoginSuccess(
  db: Db,
  attempt: Extract<LoginAttempt, { allowed: true }>,
): Promise<void> {
  await deleteCounter(db, attempt.ip, attempt.email);
  await giveBack(
    db,
    attempt.ip,
    attempt.windows.filter((counted) => counted.email === ANY_EMAIL),
  );
}

// One statement a row: a statement holding one row's lock while waiting for another's could
// deadlock with the counting upsert, which takes them in key order.
async function giveBack(db: Db, ip: string, windows: Counted[]): Promise<void> {
  for (const counted of windows) {
    await giveBackOne(db, ip, counted);
  }
}
