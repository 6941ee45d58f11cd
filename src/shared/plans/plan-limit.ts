// The agency's plan restriction (the spec's plansrestrictions.quantity): how many of its live
// projects may be on a paid plan at once. No restriction row means no limit; quantity 0 means
// only the free plan. The server enforces it; the SPA runs the same rule to warn early.
import { isPaidPlan } from './plan-catalog';

export interface PlanLimitInput {
  /** The agency's live projects with their current plan. */
  projects: readonly { id: string | number; plan: number }[];
  /** The projects being contracted. */
  chosen: readonly (string | number)[];
  plan: number;
  /** plansrestrictions.quantity; null = no restriction. */
  quantity: number | null;
}

/** Paid projects of the agency once the contract applies. */
export function paidProjectsAfter(input: Omit<PlanLimitInput, 'quantity'>): number {
  const chosen = new Set(input.chosen.map(String));
  const others = input.projects.filter((p) => !chosen.has(String(p.id)) && isPaidPlan(p.plan));
  return others.length + (isPaidPlan(input.plan) ? chosen.size : 0);
}

const projectsWord = (n: number) => (n === 1 ? '1 proyecto' : `${n} proyectos`);

/** «Tu plan permite 3 proyectos; con esta contratación serían 5.» */
export function planLimitMessage(quantity: number, total: number): string {
  const allowed =
    quantity === 0
      ? 'Tu plan no permite proyectos con plan pagado'
      : `Tu plan permite ${projectsWord(quantity)}`;
  return `${allowed}; con esta contratación serían ${total}.`;
}

/**
 * The refusal message when the contract would exceed the restriction, else null. Moving
 * projects to the free plan is never refused, even by an agency already over its limit.
 */
export function planLimitError(input: PlanLimitInput): string | null {
  if (input.quantity === null || !isPaidPlan(input.plan)) return null;
  const total = paidProjectsAfter(input);
  return total > input.quantity ? planLimitMessage(input.quantity, total) : null;
}
