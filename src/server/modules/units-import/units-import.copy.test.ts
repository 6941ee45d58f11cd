import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';
import { freshDatabase } from '../../../../tests/harness/test-database';
import { openDatabase, type Database, type DbOrTx } from '../../db/client';
import { properties, warehouses } from '../../db/schema';
import { emptyUnit, type ImportedUnit } from './units-import.columns';
import { copyRows } from './units-import.copy';
import { insertFailure } from './units-import.failures';
import { insertUnits, rowsOf } from './units-import.repository';

// The insert path of the units import on both drivers (COPY on PGlite, INSERT … unnest on
// PostgreSQL): values arrive as the sheet had them (escapes, NULLs, default flags), the count and
// the last id are exact, and a clash with a saved identifier saves nothing.

const home = (row: number, identifier: string, extra: Partial<ImportedUnit> = {}) => ({
  ...emptyUnit(row),
  type: 'Departamento',
  identifier,
  model: 'Modelo A 1D1B',
  price: 1450.5,
  bedrooms: 1,
  bathrooms: '1.5',
  ...extra,
});

describe('copyRows', () => {
  it('writes COPY text: tabs between values, \\N for NULL, backslashes escaped, no control characters', () => {
    const text = copyRows(
      7,
      [home(2, 'A\\1\t0\n1', { visible: false, floor: -2 })],
      ['identifier', 'floor', 'tower', 'price', 'visible', 'bookeable'],
    );
    expect(text).toBe('7\tA\\\\1 0 1\t-2\t\\N\t1450.5\tf\tt\n');
  });
});

async function projectIn(database: Database): Promise<number> {
  const result = await database.db.execute(sql`
    with agency as (
      insert into real_state_agencies (name, official_name) values ('Inmobiliaria Copia', 'Inmobiliaria Copia SpA')
      returning id)
    insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
      select id, 'Edificio Copia', ${`edificio-copia-${randomBytes(3).toString('hex')}`}, 'Departamentos', 1450, 1, 38
      from agency returning id`); // prettier-ignore
  const [project] = rowsOf(z.object({ id: z.coerce.number() }), result);
  return project!.id;
}

function copySuite(open: () => Promise<Database>, close: (database: Database) => Promise<void>) {
  let database: Database;
  let projectId: number;
  beforeAll(async () => {
    database = await open();
    projectId = await projectIn(database);
  });
  afterAll(() => close(database));

  it('inserts every row with its values, and answers the count and the last new id', async () => {
    const units = [
      home(2, 'A-101', { model: 'Modelo «Ñandú» \\ 2D', tower: 'A', terrace_area: 4.25 }),
      home(3, 'A-102', { bookeable: false, total_area: null }),
    ];
    const { count, lastId } = await database.db.transaction((tx) =>
      insertUnits(tx, 'property', projectId, units),
    );
    const rows = await database.db
      .select()
      .from(properties)
      .where(eq(properties.project_id, projectId))
      .orderBy(asc(properties.id));
    expect(count).toBe(2);
    expect(lastId).toBe(rows.at(-1)?.id);
    expect(rows.map((r) => [r.identifier, r.model, r.tower, r.price, r.bathrooms])).toEqual([
      ['A-101', 'Modelo «Ñandú» \\ 2D', 'A', '1450.50', '1.5'],
      ['A-102', 'Modelo A 1D1B', null, '1450.50', '1.5'],
    ]);
    expect(rows.map((r) => [r.visible, r.bookeable, r.terrace_area, r.total_area])).toEqual([
      [true, true, '4.25', null],
      [true, false, null, null],
    ]);
  });

  it('saves nothing of an insert that clashes with a saved identifier (CONFLICT)', async () => {
    const before = await database.db.$count(warehouses, eq(warehouses.project_id, projectId));
    const clash = insertFailure(() =>
      database.db.transaction(async (tx) => {
        await insertUnits(tx, 'warehouse', projectId, [home(2, 'B-001'), home(3, 'B-002')]);
        await insertUnits(tx, 'warehouse', projectId, [home(4, 'B-003'), home(5, 'B-001')]);
      }),
    );
    await expect(clash).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await database.db.$count(warehouses, eq(warehouses.project_id, projectId))).toBe(before);
  });

  it('keeps the project totals, and checks foreign keys again after the copy', async () => {
    const workMem = (db: DbOrTx) =>
      db
        .execute(sql`select current_setting('work_mem') as v`)
        .then((result) => rowsOf(z.object({ v: z.string() }), result)[0]?.v);
    const totals = (db: DbOrTx = database.db) =>
      db
        .execute(sql`select n from project_unit_totals where project_id = ${projectId} and kind = 'parkinglot'`)
        .then((result) => rowsOf(z.object({ n: z.coerce.number() }), result)[0]?.n ?? 0); // prettier-ignore
    const before = await totals();
    const orphan = database.db.transaction(async (tx) => {
      const memory = await workMem(tx);
      await insertUnits(tx, 'parkinglot', projectId, [home(2, 'E-001'), home(3, 'E-002')]);
      expect(await totals(tx)).toBe(before + 2);
      // The COPY's larger work_mem ends with it.
      expect(await workMem(tx)).toBe(memory);
      // In the same transaction, a row naming a missing project is refused by the foreign key.
      await tx.execute(
        sql`insert into parking_lots (project_id, identifier, price) values (-1, 'E-999', 1)`,
      );
    });
    await expect(orphan).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/violates foreign key constraint/) },
    });
    expect(await totals()).toBe(before);
    await database.db.transaction((tx) =>
      insertUnits(tx, 'parkinglot', projectId, [home(2, 'E-001')]),
    );
    expect(await totals()).toBe(before + 1);
  });

  it('refuses units for a project that does not exist, and saves none', async () => {
    const missing = database.db.transaction((tx) =>
      insertUnits(tx, 'property', projectId + 1000, [home(2, 'Z-001')]),
    );
    await expect(missing).rejects.toThrow();
    expect(await database.db.$count(properties, eq(properties.identifier, 'Z-001'))).toBe(0);
  });
}

describe('insertUnits on PGlite (COPY from a blob)', () => {
  copySuite(freshDatabase, (database) => database.close());
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('insertUnits on PostgreSQL (INSERT … unnest)', () => {
  const name = `bo_test_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  copySuite(
    async () => {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      return openDatabase({ databaseUrl: url.href });
    },
    async (database) => {
      await database.close();
      await dropTestDatabase(admin, name);
      await admin.end();
    },
  );
});
