import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../../tests/fixtures/xlsx/fixture-files';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits } from '../../db/schema';
import { homesOf, parkingLotsOf, projectsFor, warehousesOf } from '../units/units.fixtures';
import {
  checkSheet,
  emptyProjectOf,
  footprint,
  saveImport,
  saveUnits,
  tokens,
} from './units-import.fixtures';

// The two saves. registerPropertiesSave: the checked rows are saved all together or not at all,
// validated again on the server (a tampered row saves nothing), compared with the project's
// units, audited once on the project, and refused for another agency's project.
// savePropertiesImport: the rows a check kept, saved by id with the same result and audit.

let t: TestApp;
let token: (email: string) => Promise<string>;
let data: Record<string, unknown>[];

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const checked = await checkSheet(
    t,
    await token('realstateadmin@demo.cl'),
    fixture('unidades-validas-300.xlsx'),
  );
  const rows = checked.data?.checkPropertiesExcel.data;
  if (!Array.isArray(rows)) throw new Error('la revisión no devolvió filas');
  data = rows;
});
afterAll(() => t.close());

/** The import id of a fresh check of the 300-unit sheet. */
async function checkedImport(token: string): Promise<string> {
  const checked = await checkSheet(t, token, fixture('unidades-validas-300.xlsx'));
  const id = checked.data?.checkPropertiesExcel.import_id;
  if (!id) throw new Error('la revisión no guardó sus filas');
  return id;
}

/** Every imported column of a project's units, in identifier order, without ids or dates. */
const unitRows = async (projectId: number) => {
  const strip = <T extends { identifier: string }>(rows: T[]) =>
    rows
      .map(
        ({
          id: _id,
          project_id: _p,
          created_at: _c,
          updated_at: _u,
          ...rest
        }: T & Record<string, unknown>) => rest,
      )
      .sort((a, b) => String(a.identifier).localeCompare(String(b.identifier)));
  return {
    homes: strip(await homesOf(t.database.db, projectId)),
    warehouses: strip(await warehousesOf(t.database.db, projectId)),
    parkingLots: strip(await parkingLotsOf(t.database.db, projectId)),
  };
};

const unitsIn = async (projectId: number) => ({
  homes: (await homesOf(t.database.db, projectId)).length,
  warehouses: (await warehousesOf(t.database.db, projectId)).length,
  parkingLots: (await parkingLotsOf(t.database.db, projectId)).length,
});

describe('registerPropertiesSave', () => {
  it('saves the 300 checked units in the project, with one audit row of the import', async () => {
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl');
    const result = await saveUnits(t, await token('realstateadmin@demo.cl'), project.id, data);
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerPropertiesSave).toMatchObject({
      status: true,
      info: 'Se guardaron 300 unidades: 210 departamentos y casas, 45 bodegas y 45 estacionamientos.',
      validation_errors: [],
      errors_url: null,
    });
    expect(await unitsIn(project.id)).toEqual({ homes: 210, warehouses: 45, parkingLots: 45 });
    const [home] = await homesOf(t.database.db, project.id);
    expect(home).toMatchObject({
      identifier: 'A-101',
      model: 'Modelo A 1D1B',
      price: '1455.00',
      bathrooms: '1.0',
      type: 'Departamento',
      visible: true,
      bookeable: false,
    });
    const imported = await t.database.db
      .select()
      .from(audits)
      .where(
        and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(project.id))),
      );
    expect(imported.map((a) => [a.event, a.new_values])).toEqual([
      ['imported', { properties: 210, warehouses: 45, parkinglots: 45, total: 300 }],
    ]);
  });

  it('saves by import id exactly what registerPropertiesSave saves from the same rows', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const byRows = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Lomas del Sur');
    expect((await saveUnits(t, admin, byRows.id, data)).data?.registerPropertiesSave.status).toBe(
      true,
    );
    const byId = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Mirador Andino');
    const saved = await saveImport(t, admin, byId.id, await checkedImport(admin));
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.savePropertiesImport).toEqual({
      status: true,
      info: 'Se guardaron 300 unidades: 210 departamentos y casas, 45 bodegas y 45 estacionamientos.',
      validation_errors: [],
      errors_url: null,
    });
    const kept = await unitRows(byId.id);
    expect(kept).toEqual(await unitRows(byRows.id));
    expect(kept.homes).toHaveLength(210);
    const imported = await t.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(byId.id))));
    expect(imported.map((a) => [a.event, a.new_values])).toEqual([
      ['imported', { properties: 210, warehouses: 45, parkinglots: 45, total: 300 }],
    ]);
  });

  it('saves by id nothing when units with its identifiers were saved since the check', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const importId = await checkedImport(admin);
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Bosque Nativo');
    expect(
      (await saveUnits(t, admin, project.id, data.slice(299))).data?.registerPropertiesSave.status,
    ).toBe(true);
    const before = await footprint(t.database.db);
    const answer = (await saveImport(t, admin, project.id, importId)).data?.savePropertiesImport;
    expect(answer?.status).toBe(false);
    expect(answer?.validation_errors).toEqual([
      expect.objectContaining({ row: 301, column: 'Identificador' }),
    ]);
    expect(answer?.errors_url).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/download\?token=/);
    expect(await footprint(t.database.db)).toEqual({
      ...before,
      exportJobs: before.exportJobs + 1,
    });
  });

  it('saves a line break inside a text as a space', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Los Coigües');
    const rows = data.slice(0, 2).map((row, i) => (i ? row : { ...row, model: 'Modelo A\n1D1B' }));
    expect((await saveUnits(t, admin, project.id, rows)).data?.registerPropertiesSave.status).toBe(
      true,
    );
    const [home] = await homesOf(t.database.db, project.id);
    expect(home?.model).toBe('Modelo A 1D1B');
  });

  it('takes jsonExcel as JSON text too, and refuses identifiers the project already has', async () => {
    const project = await emptyProjectOf(
      t.database.db,
      'realstateadmin@demo.cl',
      'Parque Las Encinas',
    );
    const admin = await token('realstateadmin@demo.cl');
    const first = await saveUnits(t, admin, project.id, JSON.stringify(data.slice(0, 10)));
    expect(first.data?.registerPropertiesSave.status).toBe(true);
    const before = await footprint(t.database.db);
    const again = await saveUnits(t, admin, project.id, data.slice(5, 15));
    const answer = again.data?.registerPropertiesSave;
    expect(answer?.status).toBe(false);
    expect(answer?.validation_errors).toHaveLength(5);
    expect(answer?.validation_errors[0]).toEqual({
      row: 7,
      column: 'Identificador',
      message:
        'Fila 7, columna Identificador: «A-106» ya existe en el proyecto (departamento o casa)',
    });
    expect(answer?.errors_url).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/download\?token=/);
    const after = await footprint(t.database.db);
    expect(after).toEqual({ ...before, exportJobs: before.exportJobs + 1 });
  });

  it('validates every row again: one tampered row and nothing is saved', async () => {
    const project = await emptyProjectOf(
      t.database.db,
      'realstateadmin@demo.cl',
      'Altos del Maipo',
    );
    const tampered = data.map((row, i) => (i === 150 ? { ...row, price: '12,5,0' } : row));
    const result = await saveUnits(t, await token('realstateadmin@demo.cl'), project.id, tampered);
    expect(result.data?.registerPropertiesSave.status).toBe(false);
    expect(result.data?.registerPropertiesSave.validation_errors).toEqual([
      {
        row: 152,
        column: 'Precio UF',
        message: 'Fila 152, columna Precio UF: «12,5,0» no es un número',
      },
    ]);
    expect(await unitsIn(project.id)).toEqual({ homes: 0, warehouses: 0, parkingLots: 0 });
  });

  it('refuses jsonExcel that is not a list of units', async () => {
    const project = await emptyProjectOf(
      t.database.db,
      'realstateadmin@demo.cl',
      'Vista Cordillera',
    );
    const admin = await token('realstateadmin@demo.cl');
    for (const jsonExcel of ['{no es json', { unidades: [] }, [], [1, 2]]) {
      const result = await saveUnits(t, admin, project.id, jsonExcel);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await unitsIn(project.id)).toEqual({ homes: 0, warehouses: 0, parkingLots: 0 });
  });

  it("is FORBIDDEN in another agency's project, and saves nothing there", async () => {
    const [foreign] = await projectsFor(t.database.db, 'realstatevendor@demo.cl', false);
    if (!foreign) throw new Error('sin proyecto ajeno');
    const before = await unitsIn(foreign.id);
    const result = await saveUnits(
      t,
      await token('realstatevendor@demo.cl'),
      foreign.id,
      data.slice(0, 3),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data?.registerPropertiesSave ?? null).toBeNull();
    expect(await unitsIn(foreign.id)).toEqual(before);
  });
});
