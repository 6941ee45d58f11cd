// The monthly price of a contract: the plan and each additional (times its quantity), per
// project, times the projects. Additional plans without a list price are left out and flagged.
import { additionalMonthlyUf, planOffer } from '../../shared/plans';
import type { AdditionalType, ChosenAdditional, PlanProject } from './plans.types';

export interface SummaryLine {
  label: string;
  quantity: number;
  /** UF a month per project; null = no list price («A convenir»). */
  unitUf: number | null;
}

export interface ContractSummary {
  lines: SummaryLine[];
  /** UF a month for one project. */
  perProjectUf: number;
  /** UF a month for all the chosen projects. */
  totalUf: number;
  /** Some additional has no list price: the total leaves it out. */
  unpriced: boolean;
}

export function contractSummary(
  plan: number,
  additionals: readonly ChosenAdditional[],
  types: readonly AdditionalType[],
  projectCount: number,
): ContractSummary {
  const offer = planOffer(plan);
  const lines: SummaryLine[] = [
    { label: `Plan ${offer?.name ?? plan}`, quantity: 1, unitUf: offer?.monthlyUf ?? null },
    ...additionals.map((chosen) => {
      const name = types.find((type) => type.id === chosen.id)?.name ?? `Adicional ${chosen.id}`;
      return { label: name, quantity: chosen.quantity, unitUf: additionalMonthlyUf(name) };
    }),
  ];
  const perProjectUf = lines.reduce((sum, line) => sum + (line.unitUf ?? 0) * line.quantity, 0);
  return {
    lines,
    perProjectUf,
    totalUf: perProjectUf * projectCount,
    unpriced: lines.some((line) => line.unitUf === null),
  };
}

export interface UfReference {
  value: number;
  /** When that UF value was used (the payment's date). */
  date: string;
}

/**
 * The UF value of the newest paid plan payment of these projects: the platform has no UF feed,
 * so the estimate in CLP uses the last value the payment gateway recorded, or none.
 */
export function latestUfValue(projects: readonly PlanProject[]): UfReference | null {
  let best: UfReference | null = null;
  for (const payment of projects.flatMap((p) => p.planspayment)) {
    const date = payment.paid_at ?? payment.created_at;
    if (payment.uf_value === null || payment.status !== 'paid') continue;
    if (!best || date > best.date) best = { value: payment.uf_value, date };
  }
  return best;
}
