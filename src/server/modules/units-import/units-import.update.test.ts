import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../tests/fixtures/xlsx/xlsx-builder';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, properties, warehouses } from '../../db/schema';
import { homesOf, projectsFor, warehousesOf } from '../units/units.fixtures';
import { tokens, updateBySheet } from './units-import.fixtures';

// updatePropertiesByExcel: rows find existing units by tipo + identificador, filled cells replace
// values and empty ones keep them, all rows or none; the answer lists what changed, and each
// changed unit gets an audit row with its old and new values.

let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const HEADERS = ['Tipo', 'Identificador', 'Precio UF', 'Visible', 'Dormitorios'];

async function ownProject() {
  const [project] = await projectsFor(t.database.db, 'realstateadmin@demo.cl');
  if (!project) throw new Error('sin proyecto propio');
  const homes = await homesOf(t.database.db, project.id);
  const stores = (await warehousesOf(t.database.db, project.id)).filter((w) => w.visible);
  return { project, homes, store: stores[0]! };
}

describe('updatePropertiesByExcel', () => {
  it('updates the units the sheet names, keeps empty cells, lists and audits what changed', async () => {
    const { project, homes, store } = await ownProject();
    const [first, second] = homes;
    if (!first || !second) throw new Error('el proyecto no tiene casas');
    const newPrice = Math.round((Number(first.price) + 120.5) * 100) / 100;
    const sheet = buildXlsx([
      HEADERS,
      ['departamento', first.identifier, newPrice.toLocaleString('es-CL'), null, null],
      ['Departamento', second.identifier, Number(second.price), null, null],
      ['bodega', store.identifier, null, 'NO', null],
    ]);
    const result = await updateBySheet(t, await token('realstateadmin@demo.cl'), project.id, sheet);
    expect(result.errors).toBeUndefined();
    const answer = result.data?.updatePropertiesByExcel;
    expect(answer?.status).toBe(true);
    expect(answer?.info).toBe(
      'Se actualizaron 2 unidades: 1 departamento o casa y 1 bodega. 1 fila no traía cambios.',
    );
    expect(answer?.properties).toEqual([
      { id: String(first.id), identifier: first.identifier, price: newPrice },
    ]);
    expect(answer?.warehouses.map((w) => w.id)).toEqual([String(store.id)]);
    expect(answer?.parkinglots).toEqual([]);

    const [home] = await t.database.db.select().from(properties).where(eq(properties.id, first.id));
    expect(Number(home?.price)).toBe(newPrice);
    expect(home?.bedrooms).toBe(first.bedrooms);
    expect(home?.model).toBe(first.model);
    const [storeNow] = await t.database.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.id, store.id));
    expect(storeNow?.visible).toBe(false);

    const unitAudits = await t.database.db
      .select()
      .from(audits)
      .where(
        and(
          eq(audits.auditable_type, 'Property'),
          inArray(audits.auditable_id, [String(first.id), String(second.id)]),
        ),
      );
    expect(unitAudits.map((a) => [a.auditable_id, a.event, a.old_values, a.new_values])).toEqual([
      [String(first.id), 'updated', { price: Number(first.price) }, { price: newPrice }],
    ]);
    const [summary] = await t.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Project'), eq(audits.event, 'updated_by_excel')));
    expect(summary?.new_values).toEqual({
      file: 'actualizacion.xlsx',
      rows: 3,
      changed: { property: 1, warehouse: 1, parkinglot: 0 },
    });
  });

  it('changes nothing when one identifier is unknown', async () => {
    const { project, homes } = await ownProject();
    const home = homes[2]!;
    const sheet = buildXlsx([
      HEADERS,
      ['departamento', home.identifier, 3999, 'NO', 4],
      ['departamento', 'Z-9999', 2100, null, null],
    ]);
    const result = await updateBySheet(t, await token('realstateadmin@demo.cl'), project.id, sheet);
    const answer = result.data?.updatePropertiesByExcel;
    expect(answer?.status).toBe(false);
    expect(answer?.validation_errors).toEqual([
      {
        row: 3,
        column: 'Identificador',
        message:
          'Fila 3, columna Identificador: «Z-9999» no existe en el proyecto (departamento o casa)',
      },
    ]);
    expect(answer?.properties).toEqual([]);
    expect(answer?.errors_url).toMatch(/^\/api\/exports\//);
    const [now] = await t.database.db.select().from(properties).where(eq(properties.id, home.id));
    expect(now).toEqual(home);
  });

  it("is FORBIDDEN in another agency's project and changes nothing", async () => {
    const [foreign] = await projectsFor(t.database.db, 'realstatevendor@demo.cl', false);
    if (!foreign) throw new Error('sin proyecto ajeno');
    const [home] = await homesOf(t.database.db, foreign.id);
    if (!home) throw new Error('el proyecto ajeno no tiene casas');
    const sheet = buildXlsx([HEADERS, ['departamento', home.identifier, 1, 'NO', null]]);
    const result = await updateBySheet(
      t,
      await token('realstatevendor@demo.cl'),
      foreign.id,
      sheet,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [now] = await t.database.db.select().from(properties).where(eq(properties.id, home.id));
    expect(now).toEqual(home);
  });
});
