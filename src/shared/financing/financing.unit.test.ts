import { describe, expect, it } from 'vitest';
import { dividendPerUf } from './assumptions';
import { financingOf, financingMessages, ufOfDayText, type FinancingUnit } from './financing';

// Worked examples: a home of UF 2.150 at the UF of 01-12-2026 ($39.485,65).

const uf = { date: '2026-12-01', value_date: '2026-12-01', value: 39_485.65, exact: true };
const home: FinancingUnit = {
  price: 2_150,
  savings: 30,
  base_subsidies: 700,
  bonus_integration: 200,
  bonus_recruitment: 100,
  saving_ds15: null,
  base_subsidie_ds15: null,
};
const line = (f: ReturnType<typeof financingOf>, programme: number, key: string) =>
  f.programmes[programme]!.lines.find((l) => l.key === key)!;

describe('financingOf', () => {
  it('splits the general programme price into its lines and the credit, in UF and pesos', () => {
    const f = financingOf(home, uf);
    expect(f.programmes.map((p) => p.key)).toEqual(['general']);
    expect(f.programmes[0]!.lines.map((l) => [l.concept, l.uf, l.pesos])).toEqual([
      ['Precio', 2_150, 84_894_148],
      ['Ahorro', 30, 1_184_570],
      ['Subsidio base', 700, 27_639_955],
      ['Bono de integración', 200, 7_897_130],
      ['Bono de captación', 100, 3_948_565],
      // 2.150 − 30 − 700 − 200 − 100
      ['Crédito hipotecario', 1_120, 44_223_928],
    ]);
    expect(f.programmes[0]!.income).toBeNull();
    expect(f.uf_text).toBe('UF del 01-12-2026: $39.485,65');
  });

  it('adds the DS15 programme when the unit carries DS15 values', () => {
    const f = financingOf({ ...home, saving_ds15: 40, base_subsidie_ds15: 850 }, uf);
    expect(f.programmes.map((p) => p.name)).toEqual(['Programa general', 'Programa DS15']);
    expect(f.programmes[1]!.source).toContain('D.S. N° 15');
    // 2.150 − 40 − 850 − 200 − 100
    expect(line(f, 1, 'credit').uf).toBe(960);
    expect(line(f, 1, 'savings').concept).toBe('Ahorro DS15');
  });

  it('says what is missing instead of guessing, and leaves the credit uncalculated', () => {
    const f = financingOf({ ...home, savings: null, bonus_recruitment: null }, uf);
    expect(line(f, 0, 'savings')).toMatchObject({ uf: null, pesos: null, note: 'Sin ahorro registrado' }); // prettier-ignore
    expect(line(f, 0, 'bonus_recruitment').note).toBe('Sin bono de captación registrado; no se suma.'); // prettier-ignore
    expect(line(f, 0, 'credit')).toMatchObject({ uf: null, note: 'No se calcula: sin ahorro registrado.' }); // prettier-ignore
    expect(f.programmes[0]!.missing).toEqual(['Sin ahorro registrado']);
  });

  it('answers no credit when the contributions cover the price', () => {
    const f = financingOf({ ...home, base_subsidies: 2_000 }, uf, { minimum: 500_000, maximum: null }); // prettier-ignore
    expect(line(f, 0, 'credit')).toMatchObject({ uf: 0, note: financingMessages.covered });
    expect(f.programmes[0]!.income?.verdict).toBe('no_credit');
  });

  it('leaves pesos out and says so when no UF value is loaded', () => {
    const f = financingOf(home, null, { minimum: 1_200_000, maximum: 1_800_000 });
    expect(line(f, 0, 'price')).toMatchObject({ uf: 2_150, pesos: null });
    expect(f.uf_text).toBe(financingMessages.noUf);
    expect(f.programmes[0]!.income).toMatchObject({ verdict: 'unknown', text: financingMessages.noUfIncome }); // prettier-ignore
  });
});

describe('the income band', () => {
  it('assumes an annuity: the monthly dividend of one UF of credit', () => {
    expect(dividendPerUf()).toBeCloseTo(0.005558, 6);
  });

  it('reaches the credit over the whole band', () => {
    const income = financingOf(home, uf, { minimum: 1_200_000, maximum: 1_800_000 }).programmes[0]!.income!; // prettier-ignore
    // UF 1.120 × 0,005558 = UF 6,23 = $245.996; a quarter of the income needs $983.984.
    expect(income).toMatchObject({
      dividend_uf: 6.23,
      dividend_pesos: 245_996,
      income_needed: 983_984,
      credit_at_minimum_uf: 1_366.9,
      credit_at_maximum_uf: 2_050.36,
      verdict: 'within',
    });
    expect(income.share_of_minimum).toBeCloseTo(0.205, 3);
    expect(income.text).toBe(
      'El dividendo estimado es $245.996 (UF 6,23), el 20,5 % de la renta mínima declarada: alcanza en todo el rango.', // prettier-ignore
    );
  });

  it('reaches it only in the upper part of the band, or not at all', () => {
    const partial = financingOf(home, uf, { minimum: 800_000, maximum: 1_000_000 }).programmes[0]!.income!; // prettier-ignore
    expect(partial.verdict).toBe('partial');
    expect(partial.text).toContain('alcanza desde una renta de $983.984');
    const beyond = financingOf(home, uf, { minimum: 600_000, maximum: 900_000 }).programmes[0]!.income!; // prettier-ignore
    expect(beyond.verdict).toBe('beyond');
    expect(beyond.text).toContain('sobre el rango declarado');
  });

  it('says when the quotation recorded no income', () => {
    const income = financingOf(home, uf, { minimum: null, maximum: null }).programmes[0]!.income!;
    expect(income).toMatchObject({ verdict: 'unknown', text: financingMessages.noIncome });
  });
});

describe('ufOfDayText', () => {
  it('says when the day uses the latest earlier value', () => {
    expect(ufOfDayText({ ...uf, date: '2026-12-02', exact: false })).toBe(
      'UF del 02-12-2026: $39.485,65 (último valor disponible, del 01-12-2026)',
    );
  });
});
