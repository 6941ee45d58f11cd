import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../../tests/fixtures/xlsx/fixture-files';
import { login, startTestApp, testConfig, type TestApp } from '../../../../tests/harness/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { unitsImports } from '../../db/schema';
import { projectsFor } from '../units/units.fixtures';
import {
  adminWithProject,
  checkSheet,
  emptyProjectOf,
  footprint,
  saveImport,
  tokens,
} from './units-import.fixtures';
import { importMessages } from './units-import.service';

// The staged import: checkPropertiesExcel keeps the checked rows in the database and answers
// their import_id; savePropertiesImport saves them once, only for the user who checked and, when
// the check named one, only in that project; an expired id saves nothing.

const SHEET = 'unidades-validas-300.xlsx';
const SAVED =
  'Se guardaron 300 unidades: 210 departamentos y casas, 45 bodegas y 45 estacionamientos.';

let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const kept = async () => (await t.database.db.select({ n: count() }).from(unitsImports))[0]?.n ?? 0;

async function check(email: string, projectId?: number): Promise<string> {
  const answer = await checkSheet(
    t,
    await token(email),
    fixture(SHEET),
    'unidades.xlsx',
    projectId,
  );
  const id = answer.data?.checkPropertiesExcel.import_id;
  if (!id) throw new Error(`la revisión no guardó sus filas: ${JSON.stringify(answer.errors)}`);
  return id;
}

const refusal = (result: Awaited<ReturnType<typeof saveImport>>) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

describe('savePropertiesImport', () => {
  it('saves the rows of a check once; the same id again is refused and writes nothing', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Villa Quillay');
    const id = await check('realstateadmin@demo.cl', project.id);
    const first = await saveImport(t, admin, project.id, id);
    expect(first.data?.savePropertiesImport).toMatchObject({ status: true, info: SAVED });
    const before = await footprint(t.database.db);
    const again = await saveImport(t, admin, project.id, id);
    expect(refusal(again)).toEqual({ code: 'BAD_USER_INPUT', message: importMessages.unknown });
    expect(await footprint(t.database.db)).toEqual(before);
  });

  it('refuses an unknown id, and an id that is not one', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Los Maitenes');
    for (const id of ['0b9c6f0e-2d41-4a8e-9b7c-5e3f1a2d4c6b', 'no-es-un-id', '']) {
      const answer = await saveImport(t, admin, project.id, id);
      expect(refusal(answer)).toEqual({ code: 'BAD_USER_INPUT', message: importMessages.unknown });
    }
  });

  it("refuses another user's import as unknown, and leaves it to its owner", async () => {
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Las Perdices');
    const id = await check('realstateadmin@demo.cl');
    const before = await footprint(t.database.db);
    const other = await saveImport(t, await token('admin@demo.cl'), project.id, id);
    expect(refusal(other)).toEqual({ code: 'BAD_USER_INPUT', message: importMessages.unknown });
    expect(await footprint(t.database.db)).toEqual(before);
    const own = await saveImport(t, await token('realstateadmin@demo.cl'), project.id, id);
    expect(own.data?.savePropertiesImport.status).toBe(true);
  });

  it('refuses an import checked for another project', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const checkedFor = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Don Tito');
    const elsewhere = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'El Olivar');
    const id = await check('realstateadmin@demo.cl', checkedFor.id);
    const before = await footprint(t.database.db);
    const answer = await saveImport(t, admin, elsewhere.id, id);
    expect(refusal(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      message: importMessages.otherProject,
    });
    expect(await footprint(t.database.db)).toEqual(before);
  });

  it('refuses an expired import; the next check deletes the expired rows', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const project = await emptyProjectOf(t.database.db, 'realstateadmin@demo.cl', 'Los Acacios');
    const id = await check('realstateadmin@demo.cl', project.id);
    await t.database.db
      .update(unitsImports)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(unitsImports.id, id));
    const before = await footprint(t.database.db);
    const answer = await saveImport(t, admin, project.id, id);
    expect(refusal(answer)).toEqual({ code: 'BAD_USER_INPUT', message: importMessages.expired });
    expect(await footprint(t.database.db)).toEqual(before);
    const fresh = await check('realstateadmin@demo.cl');
    const left = await t.database.db.select({ id: unitsImports.id }).from(unitsImports);
    expect(left.map((row) => row.id)).toContain(fresh);
    expect(left.map((row) => row.id)).not.toContain(id);
  });

  it("refuses a check for another agency's project before reading the file", async () => {
    const [foreign] = await projectsFor(t.database.db, 'realstatevendor@demo.cl', false);
    if (!foreign) throw new Error('sin proyecto ajeno');
    const before = await kept();
    const answer = await checkSheet(
      t,
      await token('realstatevendor@demo.cl'),
      fixture(SHEET),
      'unidades.xlsx',
      foreign.id,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await kept()).toBe(before);
  });

  it('keeps nothing for a sheet with errors (import_id is null)', async () => {
    const before = await kept();
    const answer = await checkSheet(
      t,
      await token('realstateadmin@demo.cl'),
      fixture('unidades-con-errores.xlsx'),
    );
    expect(answer.data?.checkPropertiesExcel).toMatchObject({ status: false, import_id: null });
    expect(await kept()).toBe(before);
  });
});

describe('savePropertiesImport after a restart (PGlite in DATA_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-units-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('saves rows checked before the server closed', async () => {
    const config = testConfig({ dataDir: dir });
    const first = await openDatabase({ dataDir: dir });
    const { email, password, project } = await adminWithProject(first);
    const app1 = await buildApp({ database: first, config });
    const before = await login(app1, email, password, config);
    const id = (await checkSheet({ app: app1 }, before.access_token, fixture(SHEET))).data
      ?.checkPropertiesExcel.import_id;
    await app1.close();
    await first.close();
    expect(id).toBeTruthy();

    const second = await openDatabase({ dataDir: dir });
    const app2 = await buildApp({ database: second, config });
    try {
      const after = await login(app2, email, password, config);
      const saved = await saveImport({ app: app2 }, after.access_token, project.id, id ?? '');
      expect(saved.data?.savePropertiesImport).toMatchObject({ status: true, info: SAVED });
    } finally {
      await app2.close();
      await second.close();
    }
    // Two fresh PGlite data directories migrated from scratch: slower than a cloned template.
  }, 240_000);
});
