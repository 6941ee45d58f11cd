import DataLoader from 'dataloader';
import type { Audit } from '../../../../graphql/generated/server/resolvers-types';
import { canAccessRoute, matchRoute } from '../../../shared/access';
import type { GraphQLContext } from '../../context';
import { groupedBy, perRequestValue } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import { findAudits, type AuditableType, type AuditRecord } from './audits.repository';

// One loader per request and audited type.
const byType = perRequestValue(() => new Map<AuditableType, DataLoader<string, AuditRecord[]>>());

function loaderFor(ctx: GraphQLContext, type: AuditableType) {
  const loaders = byType(ctx);
  let loader = loaders.get(type);
  if (!loader) {
    loader = new DataLoader<string, AuditRecord[]>(async (ids) =>
      groupedBy(ids, await findAudits(ctx.db, type, ids), (row) => row.auditable_id),
    );
    loaders.set(type, loader);
  }
  return loader;
}

/**
 * The `audits` field of a record (SDL: "resolve only for viewers allowed on the matching audits
 * route; others get an empty list"). `auditsPath` is a concrete path such as '/users/1/audits'.
 */
export async function auditsField(
  ctx: GraphQLContext,
  type: AuditableType,
  id: number | string,
  auditsPath: string,
): Promise<AuditRecord[]> {
  const match = matchRoute(auditsPath);
  if (!match || !canAccessRoute(match.rule, subjectOf(ctx.viewer))) return [];
  return loaderFor(ctx, type).load(String(id));
}

/** An audit row as the contract's Audit. */
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

/** An `audits` field as the contract types it: what every audited type's resolver returns. */
export async function auditEntries(
  ctx: GraphQLContext,
  type: AuditableType,
  id: number | string,
  auditsPath: string,
): Promise<Audit[]> {
  return (await auditsField(ctx, type, id, auditsPath)).map(toAudit);
}
