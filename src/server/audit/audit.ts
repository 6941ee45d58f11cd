import type { DbOrTx } from '../db/client';
import { insertAudit } from './audit.repository';

export type AuditValues = Record<string, unknown>;

// Key names that may carry a secret: password hashes, tokens, gateway api keys and secret keys.
const SECRET_KEY = /password|token|secret|api_?key|hash/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function clean(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(clean);
  if (isPlainObject(value)) return auditValues(value);
  return value;
}

/**
 * What may be stored in an audit row: secret-named keys are dropped at every depth, dates become
 * ISO strings, undefined values disappear. A boolean under a secret name is kept, because a flag
 * such as `password_changed: true` records that something changed without revealing it.
 */
export function auditValues(values: AuditValues | null | undefined): AuditValues {
  const result: AuditValues = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined) continue;
    if (SECRET_KEY.test(key) && typeof value !== 'boolean') continue;
    result[key] = clean(value);
  }
  return result;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `after` whose values differ from `before`, as old and new values (already passed
 * through `auditValues`). Keys absent from `after` are left alone: updates are often partial.
 */
export function diffValues(
  before: AuditValues | null | undefined,
  after: AuditValues | null | undefined,
): { old: AuditValues; new: AuditValues } {
  const oldClean = auditValues(before);
  const newClean = auditValues(after);
  const diff: { old: AuditValues; new: AuditValues } = { old: {}, new: {} };
  for (const [key, value] of Object.entries(newClean)) {
    if (sameValue(oldClean[key], value)) continue;
    if (key in oldClean) diff.old[key] = oldClean[key];
    diff.new[key] = value;
  }
  return diff;
}

export interface AuditEntry {
  /** The acting user; null for system actions (seeds, jobs, public endpoints). */
  userId: number | null;
  event: 'created' | 'updated' | 'deleted' | (string & {});
  /** The audited model, by its name in the spec's API (e.g. 'User', 'Project'). */
  auditableType: string;
  auditableId: number | string;
  oldValues?: AuditValues | null;
  newValues?: AuditValues | null;
  ip?: string | null;
}

/**
 * Appends one audit row. Pass the mutation's transaction so that the row and the change commit
 * or roll back together. Values are scrubbed here too, so a careless caller cannot leak a secret.
 */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    user_id: entry.userId,
    event: entry.event,
    auditable_type: entry.auditableType,
    auditable_id: String(entry.auditableId),
    old_values: auditValues(entry.oldValues),
    new_values: auditValues(entry.newValues),
    ip_address: entry.ip ?? null,
  });
}
