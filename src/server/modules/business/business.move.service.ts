import { z } from 'zod';
import type { MutationEditProspectArgs } from '../../../../graphql/generated/server/resolvers-types';
import { statusForOutcome } from '../../../shared/business';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { announce, fieldError, parseInput, requireViewer } from '../../kernel';
import type { ProspectRow } from './business.board.repository';
import { findStageRows, insertStageHistory, updateProspectStage } from './business.move.repository';
import { requireProspect, type LocatedProspect } from './business.repository';

// editProspect: a stage move with its reason. The prospect's row is locked FOR UPDATE first, so
// moves of one prospect run one after another (each sees where the previous one left it), while
// moves of different prospects do not wait for each other. The update, its history row and its
// audit row commit together; the record-changed event goes out after the commit.

export const moveMessages = {
  descriptionRequired: 'Escribe el motivo del cambio de etapa.',
  descriptionTooLong: 'El motivo no puede superar los 1.000 caracteres.',
  stageMissing: 'La etapa de destino no existe.',
  otherPipeline: 'La etapa de destino pertenece a otro embudo de ventas.',
  sameStage: 'El negocio ya está en esa etapa.',
};

const moveSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, moveMessages.descriptionRequired)
    .max(1000, moveMessages.descriptionTooLong),
});

const stageIdOf = (value: string) => {
  const text = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw fieldError('pipeline_stage_id', moveMessages.stageMissing);
  }
  return Number(text);
};

export async function moveProspect(
  ctx: GraphQLContext,
  args: MutationEditProspectArgs,
): Promise<ProspectRow> {
  const viewer = requireViewer(ctx);
  const { description } = parseInput(moveSchema, args);
  const targetId = stageIdOf(args.pipeline_stage_id);
  const moved: LocatedProspect = await ctx.db.transaction(async (tx) => {
    const before = await requireProspect(ctx, tx, args.prospect_id, true);
    const stages = await findStageRows(tx, targetId);
    const [current] = await findStageRows(tx, before.pipeline_stage_id);
    const target = stages[0];
    if (!target) throw fieldError('pipeline_stage_id', moveMessages.stageMissing);
    if (target.id === before.pipeline_stage_id) {
      throw fieldError('pipeline_stage_id', moveMessages.sameStage);
    }
    if (target.pipeline_id !== current?.pipeline_id) {
      throw fieldError('pipeline_stage_id', moveMessages.otherPipeline);
    }
    const status = statusForOutcome(target.outcome);
    const after = await updateProspectStage(tx, before.id, {
      pipeline_stage_id: target.id,
      description,
      status,
    });
    if (!after) throw new Error('the moved prospect vanished');
    await insertStageHistory(tx, {
      prospect_id: before.id,
      from_stage_id: before.pipeline_stage_id,
      to_stage_id: target.id,
      description,
      user_id: viewer.id,
    });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'updated',
      auditableType: 'Prospect',
      auditableId: before.id,
      oldValues: {
        pipeline_stage_id: before.pipeline_stage_id,
        status: before.status,
        description: before.description,
      },
      newValues: { pipeline_stage_id: target.id, status, description },
      ip: ctx.ip,
    });
    return { ...after, agency_id: before.agency_id };
  });
  // The kernel's announce drops a failed publish: a lost notice must not fail a committed move.
  await announce(ctx, [
    {
      type: 'prospect',
      action: 'updated',
      id: String(moved.id),
      project_id: String(moved.project_id),
      agency_id: String(moved.agency_id),
    },
  ]);
  const { agency_id: _agency, ...row } = moved;
  return row;
}
