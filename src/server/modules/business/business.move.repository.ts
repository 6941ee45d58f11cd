import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pipelineStages, prospectStageHistories, prospects } from '../../db/schema';

// The statements of a prospect's stage move (business.move.service.ts holds its rules).

/** The stage with that id (none or one row). */
export const findStageRows = (tx: Tx, id: number) =>
  tx.select().from(pipelineStages).where(eq(pipelineStages.id, id));

export type ProspectMove = Pick<
  typeof prospects.$inferInsert,
  'pipeline_stage_id' | 'description' | 'status'
>;

/** Moves the prospect; its row as it is now (undefined when it vanished). */
export async function updateProspectStage(tx: Tx, id: number, move: ProspectMove) {
  const [after] = await tx
    .update(prospects)
    .set({ ...move, updated_at: new Date() })
    .where(eq(prospects.id, id))
    .returning();
  return after;
}

export async function insertStageHistory(
  tx: Tx,
  values: typeof prospectStageHistories.$inferInsert,
): Promise<void> {
  await tx.insert(prospectStageHistories).values(values);
}
