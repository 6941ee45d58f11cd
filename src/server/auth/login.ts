import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { findLoginUser, updatePasswordHash } from './login.repository';
import { hashPassword, verifyPassword } from './passwords';
import { countLoginAttempt, settleLoginSuccess } from './throttle';

export type LoginResult =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid_credentials' | 'inactive' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

// An unknown email is checked against this hash, so it costs one argon2 verification just like a
// known one: response time does not tell which emails have accounts.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
}

/** The password grant's checks: throttle, credentials, account status, and hash upgrade. */
export async function loginWithPassword(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const { email, password, ip } = input;
  // Counted before the password is checked: a failure is already on the books, so concurrent
  // attempts cannot slip past the limit while theirs are being verified.
  const attempt = await countLoginAttempt(db, email, ip);
  if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfter: attempt.retryAfter };

  const user = await findLoginUser(db, attempt.email);
  const check = await verifyPassword(user?.password ?? (await decoy()), password);
  if (!user || !check.ok) return { ok: false, reason: 'invalid_credentials' };
  await settleLoginSuccess(db, attempt);
  if (!user.status) return { ok: false, reason: 'inactive' };
  if (check.needsRehash) {
    // Legacy bcrypt (or weaker argon2) hashes are upgraded while the plain password is at hand.
    await updatePasswordHash(db, user.id, await hashPassword(password));
  }
  return { ok: true, userId: user.id };
}
