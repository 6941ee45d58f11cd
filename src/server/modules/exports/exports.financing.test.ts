import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExportJobsDocument,
  RequestQuotationsFileDocument,
  SetUfValueDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { todayInChile } from '../../../shared/schemas/uf-values';
import { properties, propertyQuotations } from '../../db/schema';
import { columnOf, download, firstSheet, startExportsApp, tokens } from './exports.fixtures';

// The quotations sheet carries each quoted home's financing (issue 34), priced at the UF of the
// day the sheet is made, by the same rule as the pages.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startExportsApp();
  admin = await tokens(t)('admin@demo.cl');
});
afterAll(() => t?.close());

describe('the quotations export', () => {
  it('adds the financing columns, the credit in UF and pesos and the UF used', async () => {
    const db = t.database.db;
    const [quoted] = await db.select().from(propertyQuotations).orderBy(asc(propertyQuotations.id)).limit(1); // prettier-ignore
    await db
      .update(properties)
      .set({
        price: '2150.00',
        savings: '30.00',
        base_subsidies: '700.00',
        bonus_integration: '200.00',
        bonus_recruitment: null,
        saving_ds15: null,
        base_subsidie_ds15: null,
      }) // prettier-ignore
      .where(eq(properties.id, quoted!.property_id));
    const set = await executeOperation(t.app, SetUfValueDocument, { date: todayInChile(), value: 39_485.65 }, admin); // prettier-ignore
    expect(set.errors).toBeUndefined();

    const requested = await executeOperation(t.app, RequestQuotationsFileDocument, {}, admin);
    expect(requested.errors).toBeUndefined();
    await t.app.exportRunner.drain();
    const jobs = await executeOperation(t.app, ExportJobsDocument, { limit: 5 }, admin);
    const job = jobs.data?.exportJobs.find((j) => j.type === 'quotations');
    const sheet = await firstSheet((await download(t, job?.download_url ?? '', admin)).rawPayload);

    const ids = columnOf(sheet, 'ID');
    const units = columnOf(sheet, 'Unidad');
    const [home] = await db.select().from(properties).where(eq(properties.id, quoted!.property_id));
    const row = ids.findIndex((id, i) => Number(id) === quoted!.quotation_id && units[i] === home!.identifier); // prettier-ignore
    expect(row).toBeGreaterThanOrEqual(0);
    const at = (header: string) => columnOf(sheet, header)[row];
    // 2.150 − 30 − 700 − 200, the missing recruitment bonus not added.
    expect(Number(at('Crédito hipotecario (UF)'))).toBe(1_220);
    expect(Number(at('Crédito hipotecario (CLP)'))).toBe(Math.round(1_220 * 39_485.65));
    expect(Number(at('Ahorro (UF)'))).toBe(30);
    expect(at('Crédito hipotecario DS15 (UF)')).toBeNull();
    expect(Number(at('Valor UF usado (CLP)'))).toBe(39_485.65);
    expect(at('Fecha valor UF')).toBe(todayInChile().split('-').reverse().join('-'));
    expect(Number(at('Dividendo estimado (UF)'))).toBeCloseTo(6.78, 2);
  });
});
