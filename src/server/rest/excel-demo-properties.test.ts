import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { readUnitsSheet } from '../modules/units-import/units-import.sheet.service';
import { UNIT_COLUMNS } from '../modules/units-import/units-import.columns.service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());

async function download(email?: string) {
  const headers = email
    ? { authorization: `Bearer ${(await login(t.app, email)).access_token}` }
    : undefined;
  return t.app.inject({ method: 'GET', url: '/api/excelDemoProperties', headers });
}

describe('GET /api/excelDemoProperties', () => {
  it('gives the template: Spanish headers, three example units and the instructions', async () => {
    const res = await download('realstatevendor@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Plantilla de unidades.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Unidades', 'Instrucciones']);
    const units = workbook.getWorksheet('Unidades');
    expect((units?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Tipo', 'Identificador', 'Modelo', 'Orientación', 'Piso', 'Torre', 'Lote', 'Precio UF',
      'Dormitorios', 'Baños', 'Superficie total', 'Superficie municipal',
      'Superficie construida', 'Superficie terraza', 'Visible', 'Reservable', 'Promesable',
    ]); // prettier-ignore
    expect([2, 3, 4].map((r) => units?.getRow(r).getCell(1).value)).toEqual([
      'departamento',
      'bodega',
      'estacionamiento',
    ]);
    expect(units?.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
    const help = workbook.getWorksheet('Instrucciones');
    const explained = [];
    for (let r = 2; r <= UNIT_COLUMNS.length + 1; r++)
      explained.push(help?.getRow(r).getCell(1).value);
    expect(explained).toEqual(UNIT_COLUMNS.map((c) => c.header));
    expect(String(help?.getRow(2).getCell(3).value)).toContain(
      'departamento, casa, bodega o estacionamiento',
    );
  });

  it('checks clean: the examples are valid units', async () => {
    const { validation } = await readUnitsSheet(
      (await download('admin@demo.cl')).rawPayload,
      'create',
    );
    expect(validation.issues).toEqual([]);
    expect(validation.units.map((u) => [u.type, u.identifier])).toEqual([
      ['Departamento', 'A-101'],
      ['Bodega', 'B-012'],
      ['Estacionamiento', 'E-045'],
    ]);
  });

  it('answers 401 without a token and 403 to roles that do not import units', async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download('realstateuser@demo.cl')).statusCode).toBe(403);
    expect((await download('preapprovaluser@demo.cl')).statusCode).toBe(403);
  });
});
