import { hash, verify, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// Algorithm is an ambient const enum (no runtime object under verbatimModuleSyntax): 2 = Argon2id.
const ARGON2ID: Algorithm = 2;

// OWASP's argon2id floor: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash is legacy (bcrypt) or weaker than today's parameters. */
  needsRehash: boolean;
}

/** Verifies argon2id hashes and the old platform's bcrypt `$2y$` hashes. */
export async function verifyPassword(stored: string, plain: string): Promise<PasswordCheck> {
  if (/^\$2[abxy]\$/.test(stored)) {
    // bcryptjs understands $2a$/$2b$; PHP's $2y$ is the same algorithm under another tag.
    const ok = await bcrypt.compare(plain, stored.replace(/^\$2y\$/, '$2b$'));
    return { ok, needsRehash: ok };
  }
  if (!stored.startsWith('$argon2')) return { ok: false, needsRehash: false };
  const ok = await verify(stored, plain).catch(() => false);
  const params = /m=(\d+),t=(\d+)/.exec(stored);
  const weak =
    !stored.startsWith('$argon2id$') ||
    !params ||
    Number(params[1]) < ARGON2_OPTIONS.memoryCost ||
    Number(params[2]) < ARGON2_OPTIONS.timeCost;
  return { ok, needsRehash: ok && weak };
}
