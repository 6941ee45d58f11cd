import { writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { requireViewer } from '../../kernel';

/** A media change is an update of its Project: one audit row, in the change's transaction. */
export async function auditProjectMedia(
  ctx: GraphQLContext,
  tx: DbOrTx,
  projectId: number,
  oldValues: AuditValues,
  newValues: AuditValues,
): Promise<void> {
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: 'updated',
    auditableType: 'Project',
    auditableId: projectId,
    oldValues,
    newValues,
    ip: ctx.ip,
  });
}

/** What a removed file was, for the audit: its slot and name (a floor plan also its model). */
export function describeRemoved(row: {
  collection: string;
  file_name: string | null;
  unit_model: string | null;
}): { old: AuditValues; new: AuditValues } {
  if (row.collection === 'model_floor' && row.unit_model) {
    return {
      old: { model_floor: { [row.unit_model]: row.file_name } },
      new: { model_floor: { [row.unit_model]: null } },
    };
  }
  return { old: { [row.collection]: row.file_name }, new: { [row.collection]: null } };
}
