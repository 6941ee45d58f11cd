import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audits, users } from '../../db/schema';

/** The audited models of the contract, by the name writeAudit stores in auditable_type. */
export type AuditableType = 'User' | 'Role' | 'Permission' | 'RealStateAgency' | (string & {});

export interface AuditRecord {
  id: number;
  event: string;
  old_values: Record<string, unknown>;
  new_values: Record<string, unknown>;
  created_at: Date;
  user: { id: number; name: string; last_name: string } | null;
  auditable_id: string;
}

/**
 * The audits of many records of one type, newest first, with their authors, in one query: the
 * loader behind every `audits` field (no N+1 on list pages).
 */
export async function findAudits(
  db: DbOrTx,
  auditableType: AuditableType,
  ids: readonly string[],
): Promise<AuditRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: audits.id,
      event: audits.event,
      old_values: audits.old_values,
      new_values: audits.new_values,
      created_at: audits.created_at,
      auditable_id: audits.auditable_id,
      user_id: users.id,
      user_name: users.name,
      user_last_name: users.last_name,
    })
    .from(audits)
    .leftJoin(users, eq(users.id, audits.user_id))
    .where(and(eq(audits.auditable_type, auditableType), inArray(audits.auditable_id, [...ids])))
    .orderBy(desc(audits.id));
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    old_values: row.old_values,
    new_values: row.new_values,
    created_at: row.created_at,
    auditable_id: row.auditable_id,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, name: row.user_name ?? '', last_name: row.user_last_name ?? '' },
  }));
}
