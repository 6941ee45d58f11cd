import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passwordResetMail, type MailMessage } from '../mail';
import {
  RESET_TOKEN_MINUTES,
  consumeTokens,
  findActiveUser,
  findUsableToken,
  hashResetToken,
  lockEmail,
  newResetToken,
  normalEmail,
  requestedRecently,
  setPassword,
  storeResetToken,
} from './password-reset.repository';

export function resetLink(config: Pick<Config, 'publicUrl'>, token: string, email: string) {
  const base = config.publicUrl.replace(/\/+$/, '');
  return `${base}/reset-password/${token}/${encodeURIComponent(email)}`;
}

/**
 * `passwordForgetUser`: issues a token and returns the mail to send after commit, or null when
 * nothing is to be sent: unknown or inactive account, or a request for the same email less than a
 * minute ago. The caller answers the same in every case.
 */
export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  rawEmail: string,
): Promise<MailMessage | null> {
  const email = normalEmail(rawEmail);
  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    // Checked before the account is looked up, so known and unknown emails do the same work.
    if (await requestedRecently(tx, email)) return null;
    const user = await findActiveUser(tx, email);
    if (!user) return null;
    const token = newResetToken();
    await storeResetToken(tx, email, hashResetToken(token));
    return passwordResetMail({
      to: user.email,
      name: user.name,
      link: resetLink(config, token, user.email),
      validMinutes: RESET_TOKEN_MINUTES,
    });
  });
}

export interface PasswordChange {
  token: string;
  email: string;
  password: string;
  ip: string;
}

/**
 * `passwordForgetChangeUser`: with a usable token of that email, sets the new password, spends the
 * token, ends every session of the account and audits the change, all in one transaction. Returns
 * the ended sessions (to close their sockets), or null when the link is not valid.
 */
export async function changeForgottenPassword(
  db: Db,
  change: PasswordChange,
): Promise<string[] | null> {
  const email = normalEmail(change.email);
  const tokenHash = hashResetToken(change.token);
  // A cheap look first: no argon2 work (19 MiB) for links that cannot be valid.
  if (!(await findUsableToken(db, email, tokenHash))) return null;
  const passwordHash = await hashPassword(change.password);
  return db.transaction(async (tx) => {
    const token = await findUsableToken(tx, email, tokenHash, true);
    const user = token ? await findActiveUser(tx, email) : null;
    if (!token || !user) return null;
    await setPassword(tx, user.id, passwordHash);
    await consumeTokens(tx, email, token.id);
    const families = await revokeUserSessions(tx, user.id);
    await writeAudit(tx, {
      userId: null,
      event: 'updated',
      auditableType: 'User',
      auditableId: user.id,
      oldValues: {},
      newValues: { password_changed: true },
      ip: change.ip,
    });
    return families;
  });
}
