// Financing as the server answers it, built with the same shared rules, for stories and tests.
import type { FinancingFieldsFragment } from '../../../graphql/generated/client/graphql';
import {
  financingOf,
  type FinancingUf,
  type FinancingUnit,
  type IncomeBand,
} from '../../shared/financing';

export const ufOfDay: FinancingUf = {
  date: '2026-12-01',
  value_date: '2026-12-01',
  value: 39_485.65,
  exact: true,
};

export const lateUf: FinancingUf = { ...ufOfDay, date: '2026-12-06', exact: false };

export const home: FinancingUnit = {
  price: 2_150,
  savings: 30,
  base_subsidies: 700,
  bonus_integration: 200,
  bonus_recruitment: 100,
  saving_ds15: null,
  base_subsidie_ds15: null,
};

export const ds15Home: FinancingUnit = { ...home, saving_ds15: 40, base_subsidie_ds15: 850 };
export const bareHome: FinancingUnit = { ...home, savings: null, bonus_recruitment: null };

export function financing(
  unit: FinancingUnit = home,
  uf: FinancingUf | null = ufOfDay,
  band: IncomeBand | null = null,
): FinancingFieldsFragment {
  const f = financingOf(unit, uf, band);
  return { ...f, assumptions: [...f.assumptions] };
}
