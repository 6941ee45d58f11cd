import {
  contractPlanSchema,
  isPaidPlan,
  planLimitMessage,
  planMessages,
  type ContractPlanInput,
} from '../../../shared/plans';
import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { appError, fieldError, parseInput, requireViewer } from '../../kernel';
import { announceProjectRecord } from '../project-media';
import { replaceAdditionals, requireProject } from '../projects';
import type { ProjectRow } from '../projects';
import {
  additionalTypes,
  additionalsOfProject,
  cancelPendingPayments,
  insertPendingPayment,
  lockAgency,
  paidProjectsBesides,
  restrictionQuantity,
  setPlan,
} from './plans.repository';

type Additionals = NonNullable<ContractPlanInput['additionals']>;

export interface PlanContractArgs {
  project_ids: readonly (string | number)[];
  plan: number;
  /** undefined = keep each project's additional plans (editPlanProject). */
  additionals?:
    readonly { additional_plan_type_id: string | number; quantity?: number | null }[] | null;
}

const additionalsText = (list: readonly { additional_plan_type_id: number; quantity: number }[]) =>
  list.map((a) => `${a.additional_plan_type_id} × ${a.quantity}`);

async function requireAdditionalTypes(ctx: GraphQLContext, additionals: Additionals) {
  const ids = additionals.map((a) => a.additional_plan_type_id);
  const known = await additionalTypes(ctx.db, ids);
  if (known.length !== new Set(ids).size) {
    throw fieldError('additionals', planMessages.additionalUnknown);
  }
}

/** Refuses the contract when the agency's paid projects would exceed its restriction. */
async function checkRestriction(tx: Tx, agencyId: number, ids: readonly number[], plan: number) {
  const quantity = await restrictionQuantity(tx, agencyId);
  if (quantity === null || !isPaidPlan(plan)) return;
  const total = (await paidProjectsBesides(tx, agencyId, ids)) + ids.length;
  if (total > quantity) {
    throw appError('BAD_USER_INPUT', planLimitMessage(quantity, total), {
      limit: quantity,
      total,
    });
  }
}

async function applyPlan(
  ctx: GraphQLContext,
  tx: Tx,
  before: ProjectRow,
  plan: number,
  additionals: Additionals | undefined,
): Promise<ProjectRow> {
  const oldAdditionals = await additionalsOfProject(tx, before.id);
  const after = await setPlan(tx, before.id, plan);
  const cancelled = await cancelPendingPayments(tx, before.id);
  const payment = isPaidPlan(plan) ? await insertPendingPayment(tx, before.id, plan) : null;
  if (additionals) await replaceAdditionals(tx, before.id, additionals);
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: 'updated',
    auditableType: 'Project',
    auditableId: before.id,
    oldValues: {
      plan: before.plan,
      ...(additionals ? { projectadditional: additionalsText(oldAdditionals) } : {}),
      ...(cancelled.length ? { pending_plan_payments: cancelled } : {}),
    },
    newValues: {
      plan,
      ...(additionals ? { projectadditional: additionalsText(additionals) } : {}),
      ...(payment ? { plan_payment_id: payment } : {}),
    },
    ip: ctx.ip,
  });
  return after;
}

/**
 * contractPlan and editPlanProject: the chosen projects (all of one agency, each in the viewer's
 * scope) take `plan`, all or nothing. The agency row is locked before the restriction is counted,
 * so concurrent contracts of one agency run one after the other.
 */
export async function contractPlans(
  ctx: GraphQLContext,
  args: PlanContractArgs,
): Promise<ProjectRow[]> {
  requireViewer(ctx);
  const input = parseInput(contractPlanSchema, args);
  // Access first: another agency's project is FORBIDDEN whatever else is wrong.
  const seen: ProjectRow[] = [];
  for (const id of input.project_ids) seen.push(await requireProject(ctx, ctx.db, id));
  const agencyIds = new Set(seen.map((p) => p.real_state_agency_id));
  const [agencyId] = agencyIds;
  if (agencyId === undefined || agencyIds.size > 1) {
    throw fieldError('project_ids', planMessages.oneAgency);
  }
  const additionals = args.additionals === undefined ? undefined : (input.additionals ?? []);
  if (additionals) await requireAdditionalTypes(ctx, additionals);

  const rows = await ctx.db.transaction(async (tx) => {
    await lockAgency(tx, agencyId);
    const locked: ProjectRow[] = [];
    for (const p of seen) locked.push(await requireProject(ctx, tx, p.id, { lock: true }));
    if (locked.some((p) => p.real_state_agency_id !== agencyId)) {
      throw fieldError('project_ids', planMessages.oneAgency);
    }
    await checkRestriction(
      tx,
      agencyId,
      locked.map((p) => p.id),
      input.plan,
    );
    const changed: ProjectRow[] = [];
    for (const p of locked) changed.push(await applyPlan(ctx, tx, p, input.plan, additionals));
    return changed;
  });
  await Promise.all(
    rows.map((row) =>
      announceProjectRecord(ctx, { type: 'project', action: 'updated', id: row.id }, row),
    ),
  );
  return rows;
}
