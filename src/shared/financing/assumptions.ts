// What the income band comparison assumes about the mortgage credit. Neither DS1 nor DS15 fixes a
// bank's dividend-to-income ceiling, term or rate: these are this system's own assumptions
// («supuesto»), shown to the user beside every result, to be replaced when a bank's offer is known.

export type AssumptionKey = 'dividend_ratio' | 'term_years' | 'annual_rate';

export interface Assumption {
  key: AssumptionKey;
  label: string;
  value: number;
  /** The value as the section shows it. */
  text: string;
  /** True when the figure is ours, not a rule of the programme. */
  supuesto: boolean;
  source: string;
}

const OWN = 'Supuesto de este sistema; no es una cifra de los programas D.S. N° 1 ni D.S. N° 15';

export const MORTGAGE_ASSUMPTIONS: readonly Assumption[] = [
  {
    key: 'dividend_ratio',
    label: 'Dividendo máximo sobre la renta',
    value: 0.25,
    text: '25 % de la renta mensual',
    supuesto: true,
    source: `${OWN}: proporción habitual que usan los bancos, varía según cada banco.`,
  },
  {
    key: 'term_years',
    label: 'Plazo del crédito',
    value: 25,
    text: '25 años',
    supuesto: true,
    source: `${OWN}.`,
  },
  {
    key: 'annual_rate',
    label: 'Tasa anual del crédito en UF',
    value: 0.045,
    text: '4,5 % anual',
    supuesto: true,
    source: `${OWN}: tasa de referencia, cambia con el mercado y el banco.`,
  },
];

export function assumption(key: AssumptionKey): number {
  const found = MORTGAGE_ASSUMPTIONS.find((a) => a.key === key);
  if (!found) throw new Error(`unknown assumption ${key}`);
  return found.value;
}

/** The monthly dividend, in UF, of one UF of credit at the assumed term and rate (an annuity). */
export function dividendPerUf(): number {
  const monthly = assumption('annual_rate') / 12;
  const months = assumption('term_years') * 12;
  return monthly / (1 - (1 + monthly) ** -months);
}
