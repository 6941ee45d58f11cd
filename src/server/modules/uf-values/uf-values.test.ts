import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteUfValueDocument,
  PropertyFinancingDocument,
  QuotationFinancingDocument,
  SetUfValueDocument,
  UfOfDayDocument,
  UfValuesDocument,
} from '../../../../graphql/generated/client/graphql';
import { ufValues } from '../../db/schema';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { ufValueMessages } from '../../../shared/schemas/uf-values';
import { tokens } from '../agencies/agencies.fixtures';
import { csv, importSeries, quotedHomeWithAmounts, yearlyTable } from './uf-values.fixtures';

// The UF of the day through the real operations on a fresh demo database: Admin loads values by
// hand or by importing a series (all or nothing), every role reads the value a day uses, and the
// financing of a home and of a quoted home is priced with it.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const VENDOR = 'realstatevendor@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  // The demo seeds a year of values; these cases load their own from none.
  await t.database.db.delete(ufValues);
  token = tokens(t);
});
afterAll(() => t?.close());

async function ufOfDay(date: string, email = ADMIN) {
  const res = await executeOperation(t.app, UfOfDayDocument, { date }, await token(email));
  expect(res.errors).toBeUndefined();
  return res.data!.ufOfDay;
}

async function set(date: string, value: number, email = ADMIN) {
  return executeOperation(t.app, SetUfValueDocument, { date, value }, await token(email));
}

describe('the UF of the day', () => {
  it('answers nothing before a value is loaded, then the day or the latest earlier one', async () => {
    expect(await ufOfDay('2020-01-01')).toBeNull();
    const res = await set('01-12-2026', 39_485.65);
    expect(res.errors).toBeUndefined();
    expect(res.data!.setUfValue).toMatchObject({ date: '2026-12-01', value: 39_485.65 });
    expect(res.data!.setUfValue.loaded_by).toBeTruthy();
    expect(await ufOfDay('2026-12-01')).toEqual({
      date: '2026-12-01',
      value_date: '2026-12-01',
      value: 39_485.65,
      exact: true,
    });
    // Every signed-in role reads it; a later day without its own value uses this one.
    expect(await ufOfDay('05-12-2026', VENDOR)).toEqual({
      date: '2026-12-05',
      value_date: '2026-12-01',
      value: 39_485.65,
      exact: false,
    });
  });

  it('lets only Admin load values, and refuses bad ones in Spanish', async () => {
    const refused = await set('02-12-2026', 39_490, VENDOR);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badDay = await set('31-02-2026', 39_490);
    expect(badDay.errors?.[0]?.message).toBe(ufValueMessages.dateInvalid);
    const badValue = await set('02-12-2026', 39_490.123);
    expect(badValue.errors?.[0]?.message).toBe(ufValueMessages.valueDecimals);
    const zero = await set('02-12-2026', 0);
    expect(zero.errors?.[0]?.message).toBe(ufValueMessages.valuePositive);
    expect((await ufOfDay('2026-12-02'))?.value_date).toBe('2026-12-01');
  });

  it('imports a Chilean CSV series, replaces loaded days and lists them newest first', async () => {
    const file = csv('Fecha;Valor\n01-12-2026;"39.500,10"\n02-12-2026;39.501,20\n03/12/2026;39502.3\n'); // prettier-ignore
    const res = await importSeries(t, await token(ADMIN), file, 'uf.csv');
    expect(res.errors).toBeUndefined();
    expect(res.data!.importUfValues).toEqual({
      status: true,
      info: 'Se cargaron 3 valores UF (01-12-2026 a 03-12-2026).',
      saved: 3,
      errors: [],
    });
    const list = await executeOperation(t.app, UfValuesDocument, { date_ini: '01-12-2026' }, await token(ADMIN)); // prettier-ignore
    expect(list.data!.ufValues.data.map((d) => [d.date, d.value])).toEqual([
      ['2026-12-03', 39_502.3],
      ['2026-12-02', 39_501.2],
      ['2026-12-01', 39_500.1],
    ]);
    expect(list.data!.ufValues.total).toBe(3);
  });

  it('saves nothing when a row is bad, and says which row and why', async () => {
    const file = csv('Fecha;Valor\n10-12-2026;39.510,00\n31-11-2026;39.511,00\n11-12-2026;abc\n10-12-2026;39.512,00\n'); // prettier-ignore
    const res = await importSeries(t, await token(ADMIN), file, 'uf.csv');
    expect(res.data!.importUfValues).toMatchObject({ status: false, saved: 0 });
    expect(res.data!.importUfValues.info).toBe('Se encontraron 3 errores; no se guardó nada.');
    expect(res.data!.importUfValues.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(res.data!.importUfValues.errors[0]!.message).toContain('«31-11-2026»');
    expect(res.data!.importUfValues.errors[2]!.message).toContain('se repite (ya está en la fila 2)'); // prettier-ignore
    expect((await ufOfDay('2026-12-10'))?.value_date).toBe('2026-12-03');
  });

  it('imports the yearly table of the official series, the year from the file name', async () => {
    const january = Array.from({ length: 31 }, (_, i) => `38.${String(100 + i).padStart(3, '0')},50`); // prettier-ignore
    const february = Array.from({ length: 31 }, (_, i) => (i < 28 ? `38.${200 + i},25` : null));
    const bytes = await yearlyTable({ Enero: january, Febrero: february });
    const res = await importSeries(t, await token(ADMIN), bytes, 'UF 2027.xlsx');
    expect(res.errors).toBeUndefined();
    expect(res.data!.importUfValues).toMatchObject({ status: true, saved: 59 });
    expect(await ufOfDay('2027-02-28')).toMatchObject({ value: 38_227.25, exact: true });
    expect(await ufOfDay('2027-01-31')).toMatchObject({ value: 38_130.5, exact: true });
    const removed = await executeOperation(t.app, DeleteUfValueDocument, { date: '2027-02-28' }, await token(ADMIN)); // prettier-ignore
    expect(removed.data?.deleteUfValue).toBe('2027-02-28');
    expect(await ufOfDay('2027-02-28')).toMatchObject({ value_date: '2027-02-27', exact: false });
  });
});

describe('the financing of a home', () => {
  it('prices the unit and each quoted home at the UF of the day, with the income band', async () => {
    const { propertyId, quotationId } = await quotedHomeWithAmounts(t.database.db);
    const admin = await token(ADMIN);
    const unit = await executeOperation(t.app, PropertyFinancingDocument, { id: String(propertyId), date: '2026-12-01' }, admin); // prettier-ignore
    expect(unit.errors).toBeUndefined();
    const financing = unit.data!.properties.data[0]!.financing!;
    expect(financing.uf_text).toBe('UF del 01-12-2026: $39.500,10');
    const general = financing.programmes[0]!;
    expect(general.lines.map((l) => [l.key, l.uf])).toEqual([
      ['price', 2_150],
      ['savings', 30],
      ['base_subsidy', 700],
      ['bonus_integration', 200],
      ['bonus_recruitment', 100],
      ['credit', 1_120],
    ]);
    expect(general.lines[5]!.pesos).toBe(Math.round(1_120 * 39_500.1));
    expect(general.income).toBeNull();
    expect(financing.assumptions.every((a) => a.supuesto)).toBe(true);

    const quoted = await executeOperation(t.app, QuotationFinancingDocument, { id: String(quotationId), date: '2026-12-05' }, admin); // prettier-ignore
    expect(quoted.errors).toBeUndefined();
    const home = quoted.data!.quotations.data[0]!.propertyquotation.find((q) => q.property?.id === String(propertyId)); // prettier-ignore
    expect(home?.financing?.uf).toMatchObject({ value_date: '2026-12-03', exact: false });
    expect(home?.financing?.programmes[0]?.income).toMatchObject({
      minimum_rent: 1_200_000,
      maximum_rent: 1_800_000,
      verdict: 'within',
    });
  });
});
