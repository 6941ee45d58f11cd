import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PropertiesDocument } from '../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { properties, propertyWarehouses, warehouses } from '../db/schema';
import { COMPLEMENT_COLUMNS, HOME_COLUMNS } from '../modules/units/units.export-columns.service';
import {
  homesOf,
  parkingLotsOf,
  projectsFor,
  tokens,
  warehousesOf,
} from '../modules/units/units.fixtures';
import { auditsOf, download, sheetOf, userIdOf } from './excel-downloads.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'realstateadmin@demo.cl';
let project: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const [own] = await projectsFor(t.database.db, ADMIN);
  project = own!;
});
afterAll(() => t.close());

const col = (header: string) => HOME_COLUMNS.findIndex((c) => c.header === header);
const url = (path: string, query = '') => `/api/${path}?project_id=${project.id}${query}`;

describe('GET /api/excelProperties', () => {
  it("downloads the project's homes in the table's order, with the template's headers first", async () => {
    const res = await download(t, url('excelProperties'), ADMIN);
    expect(res.statusCode).toBe(200);
    const file = `Unidades - ${project.name}.xlsx`;
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(file)}`,
    );
    const { sheet, header, data } = await sheetOf(res.rawPayload, 'Unidades');
    expect(header).toEqual(HOME_COLUMNS.map((c) => c.header));
    // The import template's columns, in its order: an edited download goes back through
    // updatePropertiesByExcel («Precio (UF)» is one of the names it reads the price by).
    // prettier-ignore
    expect(header.slice(0, 17)).toEqual([
      'Tipo', 'Identificador', 'Modelo', 'Orientación', 'Piso', 'Torre', 'Lote', 'Precio (UF)',
      'Dormitorios', 'Baños', 'Superficie total', 'Superficie municipal', 'Superficie construida',
      'Superficie terraza', 'Visible', 'Reservable', 'Promesable',
    ]);

    const list = await executeOperation(
      t.app,
      PropertiesDocument,
      { project_id: String(project.id), page: 1 },
      await token(ADMIN),
    );
    const listed = list.data!.properties.data.map((p) => p.identifier);
    expect(data.map((row) => row[col('Identificador')])).toEqual(listed);

    const homes = await homesOf(t.database.db, project.id);
    const first = homes.find((h) => h.identifier === listed[0])!;
    const row = sheet.getRow(2);
    expect(row.getCell(col('Precio (UF)') + 1).value).toBe(Number(first.price));
    expect(row.getCell(col('Precio (UF)') + 1).numFmt).toBe('#,##0.00');
    expect(row.getCell(col('Piso') + 1).value).toBe(first.floor);
    expect(row.getCell(col('Baños') + 1).value).toBe(Number(first.bathrooms));
    expect(row.getCell(col('Visible') + 1).value).toBe(first.visible ? 'Sí' : 'No');
    expect(row.getCell(col('Creado') + 1).type).toBe(ExcelJS.ValueType.Date);
  });

  it('lists the warehouses sold with each home', async () => {
    const links = await t.database.db
      .select({ home: properties.identifier, warehouse: warehouses.identifier })
      .from(propertyWarehouses)
      .innerJoin(properties, eq(properties.id, propertyWarehouses.property_id))
      .innerJoin(warehouses, eq(warehouses.id, propertyWarehouses.warehouse_id))
      .where(eq(properties.project_id, project.id));
    expect(links.length).toBeGreaterThan(0);
    const { data } = await sheetOf(
      (await download(t, url('excelProperties'), ADMIN)).rawPayload,
      'Unidades',
    );
    const byHome = new Map(data.map((row) => [row[col('Identificador')], row[col('Bodegas')]]));
    for (const link of links) expect(String(byHome.get(link.home))).toContain(link.warehouse);
  });

  it('applies the table filters (visible, tower, model)', async () => {
    const homes = await homesOf(t.database.db, project.id);
    const hidden = homes.filter((h) => !h.visible).map((h) => h.identifier);
    expect(hidden.length).toBeGreaterThan(0);
    const { data } = await sheetOf(
      (await download(t, url('excelProperties', '&visible=0&tower=&model='), ADMIN)).rawPayload,
      'Unidades',
    );
    expect(data.map((row) => row[col('Identificador')]).sort()).toEqual(hidden.sort());
    const model = homes[0]!.model!;
    const byModel = await sheetOf(
      (await download(t, url('excelProperties', `&model=${encodeURIComponent(model)}`), ADMIN))
        .rawPayload,
      'Unidades',
    );
    expect(byModel.data).toHaveLength(homes.filter((h) => h.model === model).length);
  });

  it("refuses another agency's project with 403, and bad parameters in Spanish", async () => {
    const res = await download(t, url('excelProperties'), 'vendedor2@demo.cl');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'No tienes acceso a este proyecto.' });
    const missing = await download(t, '/api/excelProperties', ADMIN);
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      'Indica el proyecto de las unidades (project_id).',
    ]);
    expect((await download(t, '/api/excelProperties?project_id=999999', ADMIN)).statusCode).toBe(
      404,
    );
    const visible = await download(t, url('excelProperties', '&visible=quizas'), ADMIN);
    expect(visible.statusCode).toBe(400);
    expect(visible.json().message).toMatch(/visibilidad/);
  });

  it('answers 401 without a token and 403 to roles outside the units area', async () => {
    expect((await download(t, url('excelProperties'))).statusCode).toBe(401);
    expect((await download(t, url('excelProperties'), 'newsuser@demo.cl')).statusCode).toBe(403);
  });

  it('audits the download on the project: who, filters and rows', async () => {
    const before = (await auditsOf(t, 'Project', project.id)).length;
    const res = await download(t, url('excelProperties', '&tower=A'), 'realstatevendor@demo.cl');
    const { data } = await sheetOf(res.rawPayload, 'Unidades');
    const rows = await vi.waitFor(async () => {
      const found = await auditsOf(t, 'Project', project.id);
      expect(found).toHaveLength(before + 1);
      return found;
    });
    expect(rows[0]).toMatchObject({
      user_id: await userIdOf(t, 'realstatevendor@demo.cl'),
      event: 'exported',
      new_values: {
        route: 'GET /api/excelProperties',
        filters: { tower: 'A', identifier: '', model: '', orientation: '', visible: '' },
        file_name: `Unidades - ${project.name}.xlsx`,
        rows: data.length,
        complete: true,
      },
    });
  });

  it('neutralizes an identifier that a spreadsheet would run as a formula', async () => {
    const [home] = await homesOf(t.database.db, project.id);
    await t.database.db.insert(properties).values({
      project_id: project.id,
      identifier: '=1+1',
      price: '1450.50',
      model: home!.model,
      tower: 'ZZ',
    });
    const res = await download(t, url('excelProperties', '&tower=ZZ'), ADMIN);
    const { sheet, data } = await sheetOf(res.rawPayload, 'Unidades');
    expect(data).toHaveLength(1);
    const cell = sheet.getRow(2).getCell(col('Identificador') + 1);
    expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, "'=1+1"]);
  });
});

describe('GET /api/excelWarehousesOrParkingLots', () => {
  const route = 'excelWarehousesOrParkingLots';

  it('downloads the warehouses or the parking lots by type, or both when blank', async () => {
    const stored = await warehousesOf(t.database.db, project.id);
    const lots = await parkingLotsOf(t.database.db, project.id);
    expect(stored.length * lots.length).toBeGreaterThan(0);
    const cases = [
      ['&type=warehouse', 'Bodegas', stored.length],
      ['&type=estacionamientos', 'Estacionamientos', lots.length],
      ['', 'Bodegas y estacionamientos', stored.length + lots.length],
    ] as const;
    for (const [query, title, count] of cases) {
      const res = await download(t, url(route, query), ADMIN);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        encodeURIComponent(`${title} - ${project.name}.xlsx`),
      );
      const { header, data } = await sheetOf(res.rawPayload, title);
      expect(header).toEqual(COMPLEMENT_COLUMNS.map((c) => c.header));
      expect(data, query).toHaveLength(count);
    }
    const both = await sheetOf((await download(t, url(route), ADMIN)).rawPayload, 'Bodegas y estacionamientos'); // prettier-ignore
    expect(new Set(both.data.map((row) => row[0]))).toEqual(new Set(['Bodega', 'Estacionamiento']));
    expect(both.data[0]![5]).toBe(Number(stored.find((w) => w.identifier === both.data[0]![1])!.price)); // prettier-ignore
  });

  it('refuses an unknown type and another agency with Spanish messages', async () => {
    const bad = await download(t, url(route, '&type=piscina'), ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/bodegas/);
    const foreign = await download(t, url(route, '&type=warehouse'), 'vendedor2@demo.cl');
    expect(foreign.statusCode).toBe(403);
  });
});
