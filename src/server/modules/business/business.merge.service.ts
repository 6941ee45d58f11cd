import type {
  MutationMergeProspectsArgs,
  MutationUnmergeProspectsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { announce, appError, fieldError, parseId, requireViewer } from '../../kernel';
import type { ProspectRow } from './business.board.repository';
import {
  deleteLinks,
  deleteProspect,
  historyIdsOf,
  insertLinks,
  insertMerge,
  linksOf,
  lockMerge,
  markUndone,
  moveHistories,
  moveLinks,
  restoreProspect,
  type MergeRow,
} from './business.merge.repository';
import { requireProspect, type LocatedProspect } from './business.repository';

// mergeProspects and unmergeProspects (business.duplicates.graphql). A merge moves the merged
// prospect's stage moves and quotation links to the kept one and removes it; a link to a
// quotation the kept prospect already has is dropped. The merge record keeps the merged row as
// the database rendered it and the ids of what moved, so an undo within the window puts both
// prospects back exactly. Each side writes its audit row in the same transaction.

/** How long a merge can be undone (the client offers it for a shorter while). */
export const MERGE_UNDO_SECONDS = 30;

export const mergeMessages = {
  same: 'Elige otro negocio para fusionar.',
  notDuplicates: 'Los negocios no son duplicados: sus clientes no tienen el mismo RUT en la misma inmobiliaria.', // prettier-ignore
  mergeMissing: 'La fusión no existe.',
  notYours: 'Solo quien hizo la fusión puede deshacerla.',
  undone: 'La fusión ya se deshizo.',
  expired: 'El plazo para deshacer la fusión terminó.',
};

/** Both prospects locked in id order, so two merges of one pair wait instead of deadlocking. */
async function lockPair(ctx: GraphQLContext, tx: DbOrTx, keptId: number, mergedId: number) {
  const [first, second] = keptId < mergedId ? [keptId, mergedId] : [mergedId, keptId];
  const a = await requireProspect(ctx, tx, first, true);
  const b = await requireProspect(ctx, tx, second, true);
  return a.id === keptId ? { kept: a, merged: b } : { kept: b, merged: a };
}

const auditedRow = (row: LocatedProspect) => ({
  project_id: row.project_id,
  customer_id: row.customer_id,
  pipeline_stage_id: row.pipeline_stage_id,
  status: row.status,
  description: row.description,
});

export interface MergeResult {
  merge: MergeRow;
  kept: ProspectRow;
}

export async function mergeProspects(
  ctx: GraphQLContext,
  args: MutationMergeProspectsArgs,
): Promise<MergeResult> {
  const viewer = requireViewer(ctx);
  const keptId = parseId(args.kept_id, 'El negocio no existe.');
  const mergedId = parseId(args.merged_id, 'El negocio no existe.');
  if (keptId === mergedId) throw fieldError('merged_id', mergeMessages.same);
  const result = await ctx.db.transaction(async (tx) => {
    const { kept, merged } = await lockPair(ctx, tx, keptId, mergedId);
    const duplicates =
      kept.customer_rut !== null &&
      kept.customer_rut === merged.customer_rut &&
      kept.project_agency_id === merged.project_agency_id;
    if (!duplicates) throw fieldError('merged_id', mergeMessages.notDuplicates);
    const historyIds = await historyIdsOf(tx, merged.id);
    const keptQuotations = new Set((await linksOf(tx, kept.id)).map((l) => l.quotation_id));
    const links = await linksOf(tx, merged.id);
    const dropped = links.filter((l) => keptQuotations.has(l.quotation_id));
    const moved = links.filter((l) => !keptQuotations.has(l.quotation_id)).map((l) => l.id);
    const merge = await insertMerge(tx, {
      keptId: kept.id,
      mergedId: merged.id,
      historyIds,
      linkIds: moved,
      dropped,
      userId: viewer.id,
    });
    await moveHistories(tx, historyIds, kept.id);
    await moveLinks(tx, moved, kept.id);
    await deleteLinks(tx, dropped.map((l) => l.id)); // prettier-ignore
    await deleteProspect(tx, merged.id);
    const movedValues = { merge_id: merge.id, history_ids: historyIds, quotation_link_ids: moved };
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'merged',
      auditableType: 'Prospect',
      auditableId: kept.id,
      oldValues: {},
      newValues: { merged_id: merged.id, ...movedValues },
      ip: ctx.ip,
    });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'merged_into',
      auditableType: 'Prospect',
      auditableId: merged.id,
      oldValues: auditedRow(merged),
      newValues: { kept_id: kept.id, ...movedValues },
      ip: ctx.ip,
    });
    return { merge, kept, merged };
  });
  await announce(ctx, [
    { type: 'prospect', action: 'updated', id: String(result.kept.id), project_id: String(result.kept.project_id), agency_id: String(result.kept.agency_id) }, // prettier-ignore
    { type: 'prospect', action: 'deleted', id: String(result.merged.id), project_id: String(result.merged.project_id), agency_id: String(result.merged.agency_id) }, // prettier-ignore
  ]);
  const { agency_id: _agency, ...kept } = result.kept;
  return { merge: result.merge, kept };
}

/** Both prospects as they were before the merge: [kept, merged]. */
export async function unmergeProspects(
  ctx: GraphQLContext,
  args: MutationUnmergeProspectsArgs,
): Promise<ProspectRow[]> {
  const viewer = requireViewer(ctx);
  const id = parseId(args.merge_id, mergeMessages.mergeMissing);
  const result = await ctx.db.transaction(async (tx) => {
    const found = await lockMerge(tx, id, MERGE_UNDO_SECONDS);
    if (!found) throw appError('NOT_FOUND', mergeMessages.mergeMissing);
    const { merge, open } = found;
    if (merge.user_id !== viewer.id) throw appError('FORBIDDEN', mergeMessages.notYours);
    if (merge.undone_at) throw fieldError('merge_id', mergeMessages.undone);
    if (!open) throw fieldError('merge_id', mergeMessages.expired);
    const kept = await requireProspect(ctx, tx, merge.kept_id, true);
    await restoreProspect(tx, merge.id);
    await moveHistories(tx, merge.moved_history_ids, merge.merged_id);
    await moveLinks(tx, merge.moved_link_ids, merge.merged_id);
    await insertLinks(tx, merge.merged_id, merge.dropped_links);
    await markUndone(tx, merge.id);
    const merged = await requireProspect(ctx, tx, merge.merged_id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'unmerged',
      auditableType: 'Prospect',
      auditableId: kept.id,
      oldValues: { merged_id: merged.id, merge_id: merge.id },
      newValues: {},
      ip: ctx.ip,
    });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'restored',
      auditableType: 'Prospect',
      auditableId: merged.id,
      oldValues: { kept_id: kept.id, merge_id: merge.id },
      newValues: auditedRow(merged),
      ip: ctx.ip,
    });
    return [kept, merged];
  });
  await announce(
    ctx,
    result.map((row, i) => ({
      type: 'prospect' as const,
      action: i === 0 ? ('updated' as const) : ('created' as const),
      id: String(row.id),
      project_id: String(row.project_id),
      agency_id: String(row.agency_id),
    })),
  );
  return result.map(({ agency_id: _agency, ...row }) => row);
}
