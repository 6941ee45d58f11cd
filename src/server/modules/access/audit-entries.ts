import type { Audit } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditsField } from '../audits/audits.field';
import type { AuditableType, AuditRecord } from '../audits/audits.repository';

export function toAudit(record: AuditRecord): Audit {
  return {
    id: String(record.id),
    event: record.event,
    old_values: record.old_values,
    new_values: record.new_values,
    created_at: record.created_at.toISOString(),
    user: record.user
      ? { id: String(record.user.id), name: record.user.name, last_name: record.user.last_name }
      : null,
  };
}

/** An `audits` field as the contract types it (see auditsField for who gets an empty list). */
export async function auditEntries(
  ctx: GraphQLContext,
  type: AuditableType,
  id: number | string,
  auditsPath: string,
): Promise<Audit[]> {
  return (await auditsField(ctx, type, id, auditsPath)).map(toAudit);
}
