import { and, asc, count, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { FREE_PLAN_ID } from '../../../shared/plans';
import type { DbOrTx, Tx } from '../../db/client';
import {
  additionalPlanTypes,
  plansPayments,
  plansRestrictions,
  projectAdditionals,
  projects,
  realStateAgencies,
} from '../../db/schema';

// SQL of the plans flow. Every write runs inside the caller's transaction.

/**
 * Locks the agency row: contracts of one agency queue here, so the restriction check of the
 * second sees the plans the first committed (two at once cannot both pass it).
 */
export async function lockAgency(tx: Tx, agencyId: number): Promise<void> {
  await tx
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, agencyId))
    .for('update');
}

/** plansrestrictions.quantity of the agency; null when it has no restriction row. */
export async function restrictionQuantity(db: DbOrTx, agencyId: number): Promise<number | null> {
  const [row] = await db
    .select({ quantity: plansRestrictions.quantity })
    .from(plansRestrictions)
    .where(eq(plansRestrictions.real_state_agency_id, agencyId));
  return row?.quantity ?? null;
}

/** Live projects of the agency on a paid plan, leaving out the ones being contracted. */
export async function paidProjectsBesides(
  db: DbOrTx,
  agencyId: number,
  excluded: readonly number[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.real_state_agency_id, agencyId),
        isNull(projects.deleted_at),
        ne(projects.plan, FREE_PLAN_ID),
        excluded.length ? notInArray(projects.id, [...excluded]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The names of the additional plan types with these ids (unknown ids are simply absent). */
export async function additionalTypes(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(additionalPlanTypes)
    .where(inArray(additionalPlanTypes.id, [...ids]))
    .orderBy(asc(additionalPlanTypes.id));
}

export async function additionalsOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({
      additional_plan_type_id: projectAdditionals.additional_plan_type_id,
      quantity: projectAdditionals.quantity,
    })
    .from(projectAdditionals)
    .where(eq(projectAdditionals.project_id, projectId))
    .orderBy(asc(projectAdditionals.additional_plan_type_id));
}

export async function setPlan(tx: Tx, projectId: number, plan: number) {
  const [row] = await tx
    .update(projects)
    .set({ plan, updated_at: new Date() })
    .where(eq(projects.id, projectId))
    .returning();
  if (!row) throw new Error(`project ${projectId} vanished under its lock`);
  return row;
}

/** A new contract replaces the project's pending payment: the old one is cancelled. */
export async function cancelPendingPayments(tx: Tx, projectId: number): Promise<number[]> {
  const rows = await tx
    .update(plansPayments)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where(and(eq(plansPayments.project_id, projectId), eq(plansPayments.status, 'pending')))
    .returning({ id: plansPayments.id });
  return rows.map((r) => r.id);
}

/** Amount and UF value stay null until the payment is made (the day's UF fixes the CLP). */
export async function insertPendingPayment(tx: Tx, projectId: number, plan: number) {
  const [row] = await tx
    .insert(plansPayments)
    .values({ project_id: projectId, plan, status: 'pending' })
    .returning({ id: plansPayments.id });
  return row?.id ?? null;
}
