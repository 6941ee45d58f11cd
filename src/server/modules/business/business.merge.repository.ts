import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  prospectMerges,
  prospectQuotations,
  prospectStageHistories,
  prospects,
} from '../../db/schema';

// The statements of mergeProspects and unmergeProspects (business.merge.service.ts), always run
// inside the service's transaction.

export type MergeRow = typeof prospectMerges.$inferSelect;
export type LinkRow = { id: number; quotation_id: number };

const h = prospectStageHistories;
const q = prospectQuotations;

/** The ids of a prospect's stage moves. */
export const historyIdsOf = async (tx: DbOrTx, prospectId: number): Promise<number[]> =>
  (await tx.select({ id: h.id }).from(h).where(eq(h.prospect_id, prospectId))).map((r) => r.id);

/** A prospect's quotation links. */
export const linksOf = (tx: DbOrTx, prospectId: number): Promise<LinkRow[]> =>
  tx.select({ id: q.id, quotation_id: q.quotation_id }).from(q).where(eq(q.prospect_id, prospectId)); // prettier-ignore

export async function moveHistories(tx: DbOrTx, ids: readonly number[], to: number) {
  if (ids.length)
    await tx
      .update(h)
      .set({ prospect_id: to })
      .where(inArray(h.id, [...ids]));
}

export async function moveLinks(tx: DbOrTx, ids: readonly number[], to: number) {
  if (ids.length)
    await tx
      .update(q)
      .set({ prospect_id: to })
      .where(inArray(q.id, [...ids]));
}

export async function deleteLinks(tx: DbOrTx, ids: readonly number[]) {
  if (ids.length) await tx.delete(q).where(inArray(q.id, [...ids]));
}

export async function insertLinks(tx: DbOrTx, prospectId: number, links: readonly LinkRow[]) {
  if (links.length) {
    await tx.insert(q).values(links.map((link) => ({ ...link, prospect_id: prospectId })));
  }
}

/** The database's own rendering of a prospect's row, which unmerge reads back column by column. */
const rowJson = (id: number) => sql`(select to_jsonb(r) from ${prospects} r where r.id = ${id})`;

/** Records a merge about to happen, with both rows as they are now. */
export async function insertMerge(
  tx: DbOrTx,
  merge: {
    keptId: number;
    mergedId: number;
    historyIds: number[];
    linkIds: number[];
    dropped: LinkRow[];
    userId: number;
  },
): Promise<MergeRow> {
  const [row] = await tx
    .insert(prospectMerges)
    .values({
      kept_id: merge.keptId,
      merged_id: merge.mergedId,
      merged_row: rowJson(merge.mergedId),
      kept_before: rowJson(merge.keptId),
      moved_history_ids: merge.historyIds,
      moved_link_ids: merge.linkIds,
      dropped_links: merge.dropped,
      user_id: merge.userId,
    })
    .returning();
  if (!row) throw new Error('the merge record was not written');
  return row;
}

export async function deleteProspect(tx: DbOrTx, id: number) {
  await tx.delete(prospects).where(eq(prospects.id, id));
}

/**
 * The merge, locked FOR UPDATE (two undos of one merge run one after the other), and whether it
 * is still within `seconds` of being made, by the database's clock.
 */
export async function lockMerge(tx: DbOrTx, id: number, seconds: number) {
  const m = prospectMerges;
  const [found] = await tx
    .select({
      merge: m,
      open: sql<boolean>`${m.created_at} > now() - make_interval(secs => ${seconds})`,
    }) // prettier-ignore
    .from(m)
    .where(eq(m.id, id))
    .for('update');
  return found ?? null;
}

/** Puts the merged prospect's row back exactly as the merge recorded it (same id and dates). */
export async function restoreProspect(tx: DbOrTx, mergeId: number) {
  await tx.execute(sql`insert into ${prospects}
    select * from jsonb_populate_record(null::prospects,
      (select ${prospectMerges.merged_row} from ${prospectMerges} where ${prospectMerges.id} = ${mergeId}))`);
}

export async function markUndone(tx: DbOrTx, id: number) {
  await tx
    .update(prospectMerges)
    .set({ undone_at: sql`now()` })
    .where(eq(prospectMerges.id, id));
}
