import type { Financing } from '../../../../graphql/generated/server/resolvers-types';
import { financingOf, type FinancingUnit, type IncomeBand } from '../../../shared/financing';
import type { GraphQLContext } from '../../context';
import { ufOfDay } from './uf-values.service';

// A home's financing as the contract answers it: the shared rules (src/shared/financing) at the
// UF of the asked day, read once per request and day whatever the number of homes.

/** The unit amounts the rules read, from a Property of the contract (absent amounts are null). */
export interface FinancedUnit {
  price: number;
  savings?: number | null;
  saving_ds15?: number | null;
  base_subsidies?: number | null;
  base_subsidie_ds15?: number | null;
  bonus_integration?: number | null;
  bonus_recruitment?: number | null;
}

export function financingUnit(unit: FinancedUnit): FinancingUnit {
  return {
    price: unit.price,
    savings: unit.savings ?? null,
    saving_ds15: unit.saving_ds15 ?? null,
    base_subsidies: unit.base_subsidies ?? null,
    base_subsidie_ds15: unit.base_subsidie_ds15 ?? null,
    bonus_integration: unit.bonus_integration ?? null,
    bonus_recruitment: unit.bonus_recruitment ?? null,
  };
}

export async function unitFinancing(
  ctx: GraphQLContext,
  unit: FinancedUnit,
  date: string | null | undefined,
  band: IncomeBand | null = null,
): Promise<Financing> {
  const financing = financingOf(financingUnit(unit), await ufOfDay(ctx, date), band);
  return { ...financing, assumptions: [...financing.assumptions] };
}
