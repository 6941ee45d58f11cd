import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { FSM_TABLES, giveIndexesFreeSpaceMaps } from './pglite-fsm';

// An on-disk PGlite gives the unit tables' btree indexes an empty free space map when it opens,
// and the indexes keep working through inserts, deletes and VACUUM.

let dir: string;
let database: Database;

const fsmSizes = async () => {
  const result = await database.db.execute(sql`
    select c.relname as name, pg_relation_size(c.oid, 'fsm')::int as size
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid in ('properties'::regclass, 'warehouses'::regclass, 'parking_lots'::regclass)
    order by 1`);
  return (result as unknown as { rows: { name: string; size: number }[] }).rows;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pglite-fsm-'));
  database = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('giveIndexesFreeSpaceMaps', () => {
  it('gives every index of the unit tables a map of three empty pages when the database opens', async () => {
    const sizes = await fsmSizes();
    expect(sizes.map((s) => s.name)).toContain('properties_unit_order_idx');
    expect(sizes.length).toBeGreaterThanOrEqual(FSM_TABLES.length * 2);
    for (const { name, size } of sizes) expect(size, name).toBe(3 * 8192);
  });

  it('writes nothing over an existing map, and nothing on the next start', async () => {
    const client = {
      query: async <T>(text: string) =>
        (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] },
    };
    expect(await giveIndexesFreeSpaceMaps(client, dir)).toEqual([]);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect((await fsmSizes()).every((s) => s.size === 3 * 8192)).toBe(true);
  });

  it('keeps the indexes right through many page splits, deletes and VACUUM', async () => {
    await database.exec(`
      insert into real_state_agencies (name, official_name) values ('Inmobiliaria Mapa', 'Inmobiliaria Mapa SpA');
      insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
        select id, 'Edificio Mapa', 'edificio-mapa', 'Departamentos', 1450, 1, 38 from real_state_agencies;
      insert into properties (project_id, identifier, price, tower, floor, model)
        select p.id, 'A-' || g, 1000 + g, 'T' || (g % 7), g % 30, 'Modelo ' || (g % 5)
        from projects p, generate_series(1, 20000) g;
      delete from properties where id <= 12000;`);
    // Whole pages emptied: VACUUM deletes them and records them in the maps, for reuse below.
    await database.exec('vacuum properties');
    await database.exec('vacuum properties');
    await database.exec(`
      insert into properties (project_id, identifier, price, tower, floor)
        select p.id, 'B-' || g, 2000 + g, 'T1', 1 from projects p, generate_series(1, 5000) g;`);
    await database.exec('set enable_seqscan = off');
    const result = await database.db.execute(sql`
      select count(*)::int as n, count(distinct identifier)::int as ids from properties
      where project_id = (select id from projects where slug = 'edificio-mapa')
        and deleted_at is null`);
    await database.exec('reset enable_seqscan');
    const maps = await database.db.execute(
      sql`select pg_relation_size('properties_pkey', 'fsm')::int as size`,
    );
    expect((maps as unknown as { rows: unknown[] }).rows).toEqual([{ size: 3 * 8192 }]);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { n: 8000 + 5000, ids: 8000 + 5000 },
    ]);
  });
});
