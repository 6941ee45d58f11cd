import { MORTGAGE_ASSUMPTIONS, assumption, dividendPerUf, type Assumption } from './assumptions';
import {
  PROGRAMMES,
  type Programme,
  type ProgrammeKey,
  type UnitFinancingField,
} from './programmes';
import { dayText, pesosText, percentText, ufText } from './text';

// A home's financing under each programme that applies to it: price = the programme's lines + the
// mortgage credit that remains, each in UF and in pesos at the UF of the day, and what the
// customer's declared income band makes of that credit. A missing value is said, never guessed.

export type FinancingUnit = { price: number } & Record<UnitFinancingField, number | null>;

/** The UF used, as the uf-values module answers it (UfOfDay). */
export interface FinancingUf {
  date: string;
  value_date: string;
  value: number;
  exact: boolean;
}

/** A quotation's declared monthly income range, pesos. */
export interface IncomeBand {
  minimum: number | null;
  maximum: number | null;
}

export interface FinancingLine {
  key: string;
  concept: string;
  uf: number | null;
  pesos: number | null;
  note: string | null;
}

export type IncomeVerdict = 'within' | 'partial' | 'beyond' | 'no_credit' | 'unknown';

export interface IncomeResult {
  minimum_rent: number | null;
  maximum_rent: number | null;
  dividend_uf: number | null;
  dividend_pesos: number | null;
  /** The dividend as a fraction of the lowest and highest declared income. */
  share_of_minimum: number | null;
  share_of_maximum: number | null;
  /** The largest credit each end of the band affords under the assumptions, UF. */
  credit_at_minimum_uf: number | null;
  credit_at_maximum_uf: number | null;
  /** The monthly income the dividend needs under the assumed ratio, pesos. */
  income_needed: number | null;
  verdict: IncomeVerdict;
  text: string;
}

export interface ProgrammeFinancing {
  key: ProgrammeKey;
  name: string;
  source: string;
  /** Price, the programme's lines, then the credit. */
  lines: FinancingLine[];
  credit_uf: number | null;
  /** The sentences of the required values the unit lacks. */
  missing: string[];
  income: IncomeResult | null;
}

export interface Financing {
  uf: FinancingUf | null;
  /** «UF del 01-12-2026: $39.485,65», with «(último valor disponible)» for an earlier day. */
  uf_text: string;
  programmes: ProgrammeFinancing[];
  assumptions: readonly Assumption[];
}

export const financingMessages = {
  noUf: 'Sin valor UF registrado para la fecha: los montos en pesos no se calculan.',
  noPrice: 'Sin precio registrado',
  creditMissing: (missing: string[]) =>
    `No se calcula: ${missing.map((m) => m.charAt(0).toLowerCase() + m.slice(1)).join(' y ')}.`,
  covered: 'Los aportes cubren el precio: no requiere crédito.',
  noIncome: 'Sin renta registrada en la cotización.',
  noCredit: 'No requiere crédito hipotecario.',
  creditUnknown: 'Sin crédito calculado: no se compara con la renta.',
  noUfIncome: 'Sin valor UF: el dividendo en pesos no se compara con la renta.',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pesos = (uf: number | null, rate: FinancingUf | null) =>
  uf === null || rate === null ? null : Math.round(uf * rate.value);

/** «UF del 01-12-2026: $39.485,65», and «(último valor disponible)» when the day had none. */
export function ufOfDayText(uf: FinancingUf | null): string {
  if (!uf) return financingMessages.noUf;
  const base = `UF del ${dayText(uf.date)}: ${pesosText(uf.value, 2)}`;
  return uf.exact ? base : `${base} (último valor disponible, del ${dayText(uf.value_date)})`;
}

export function appliesTo(programme: Programme, unit: FinancingUnit): boolean {
  return programme.appliesWhenAnyOf === null || programme.appliesWhenAnyOf.some((f) => unit[f] !== null); // prettier-ignore
}

/** What the income band makes of a credit, under MORTGAGE_ASSUMPTIONS. */
export function incomeResult(
  creditUf: number | null,
  band: IncomeBand,
  uf: FinancingUf | null,
): IncomeResult {
  const ratio = assumption('dividend_ratio');
  const perUf = dividendPerUf();
  const dividendUf = creditUf === null ? null : round2(creditUf * perUf);
  const dividendPesos = pesos(dividendUf, uf);
  const affords = (income: number | null) =>
    income === null || uf === null ? null : round2((ratio * income) / uf.value / perUf);
  const share = (income: number | null) =>
    income === null || income <= 0 || dividendPesos === null ? null : dividendPesos / income;
  const result: IncomeResult = {
    minimum_rent: band.minimum,
    maximum_rent: band.maximum,
    dividend_uf: dividendUf,
    dividend_pesos: dividendPesos,
    share_of_minimum: share(band.minimum),
    share_of_maximum: share(band.maximum),
    credit_at_minimum_uf: affords(band.minimum),
    credit_at_maximum_uf: affords(band.maximum),
    income_needed: dividendPesos === null ? null : Math.ceil(dividendPesos / ratio),
    verdict: 'unknown',
    text: '',
  };
  if (creditUf === null) return { ...result, text: financingMessages.creditUnknown };
  if (creditUf === 0) return { ...result, verdict: 'no_credit', text: financingMessages.noCredit };
  const low = band.minimum ?? band.maximum;
  const high = band.maximum ?? band.minimum;
  if (low === null || high === null) return { ...result, text: financingMessages.noIncome };
  if (dividendPesos === null || result.income_needed === null) {
    return { ...result, text: financingMessages.noUfIncome };
  }
  const dividend = `El dividendo estimado es ${pesosText(dividendPesos)} (${ufText(dividendUf)})`;
  const needed = pesosText(result.income_needed);
  if (result.income_needed <= low) {
    const part = percentText(dividendPesos / low);
    return {
      ...result,
      verdict: 'within',
      text: `${dividend}, el ${part} de la renta mínima declarada: alcanza en todo el rango.`,
    };
  }
  if (result.income_needed <= high) {
    return {
      ...result,
      verdict: 'partial',
      text: `${dividend}: alcanza desde una renta de ${needed}, dentro del rango declarado.`,
    };
  }
  return {
    ...result,
    verdict: 'beyond',
    text: `${dividend}: requiere una renta de ${needed}, sobre el rango declarado.`,
  };
}

export function programmeFinancing(
  programme: Programme,
  unit: FinancingUnit,
  uf: FinancingUf | null,
  band: IncomeBand | null,
): ProgrammeFinancing {
  const missing: string[] = [];
  let paid = 0;
  const lines: FinancingLine[] = [
    { key: 'price', concept: 'Precio', uf: unit.price, pesos: pesos(unit.price, uf), note: null },
  ];
  for (const rule of programme.lines) {
    const amount = unit[rule.field];
    if (amount === null) {
      if (rule.required) missing.push(rule.missing);
      lines.push({
        key: rule.key,
        concept: rule.concept,
        uf: null,
        pesos: null,
        note: rule.missing,
      });
      continue;
    }
    paid += amount;
    lines.push({ key: rule.key, concept: rule.concept, uf: amount, pesos: pesos(amount, uf), note: null }); // prettier-ignore
  }
  const remaining = round2(unit.price - paid);
  const creditUf = missing.length ? null : Math.max(0, remaining);
  lines.push({
    key: 'credit',
    concept: 'Crédito hipotecario',
    uf: creditUf,
    pesos: pesos(creditUf, uf),
    note: missing.length
      ? financingMessages.creditMissing(missing)
      : remaining < 0
        ? financingMessages.covered
        : null,
  });
  return {
    key: programme.key,
    name: programme.name,
    source: programme.source,
    lines,
    credit_uf: creditUf,
    missing,
    income: band ? incomeResult(creditUf, band, uf) : null,
  };
}

/**
 * The financing of a unit at the UF given (null: none loaded) and, for a quoted unit, the
 * quotation's income band (null on the unit's own page, which has no customer).
 */
export function financingOf(
  unit: FinancingUnit,
  uf: FinancingUf | null,
  band: IncomeBand | null = null,
): Financing {
  return {
    uf,
    uf_text: ufOfDayText(uf),
    programmes: PROGRAMMES.filter((p) => appliesTo(p, unit)).map((p) =>
      programmeFinancing(p, unit, uf, band),
    ),
    assumptions: MORTGAGE_ASSUMPTIONS,
  };
}
