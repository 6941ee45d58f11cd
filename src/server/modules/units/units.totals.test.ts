import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PropertiesDocument,
  WarehousesDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { projectsFor, tokens } from './units.fixtures';

// The /properties tables read their total from project_unit_totals (migration 0017) when only
// the project is filtered. These tests change units every way the app and an import can (bulk
// insert, soft delete, restore, a move between projects, a hard delete, a removed project) and
// check after each change that the kept counts equal a recount and that the pages answer it.

let t: TestApp;
let token: (email: string) => Promise<string>;
const AGENCY_ADMIN = 'realstateadmin@demo.cl';
const ADMIN = 'admin@demo.cl';
const filters = { identifier: '', model: '', orientation: '', tower: '', visible: '' };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

/** Kept counts that differ from a recount of the live units (none when exact). */
async function drift() {
  const result = await t.database.db.execute(sql`
    with counted as (
      select project_id, 'property' as kind, count(*)::int as n from properties
        where deleted_at is null group by 1
      union all
      select project_id, 'warehouse', count(*)::int from warehouses where deleted_at is null group by 1
      union all
      select project_id, 'parkinglot', count(*)::int from parking_lots where deleted_at is null group by 1
    )
    select coalesce(c.project_id, k.project_id) as project_id, coalesce(c.kind, k.kind) as kind,
      c.n as counted, k.n as kept
    from counted c full join project_unit_totals k on k.project_id = c.project_id and k.kind = c.kind
    where coalesce(c.n, 0) <> coalesce(k.n, 0)`);
  return rowsOf(result);
}

/** Live homes of the live projects in `ids` (all live projects when undefined), recounted. */
async function recount(ids?: number[]) {
  const result = await t.database.db.execute(sql`
    select count(*)::int as n from properties h join projects p on p.id = h.project_id
    where h.deleted_at is null and p.deleted_at is null
      ${ids ? sql`and p.id = any(${`{${ids.join(',')}}`}::int[])` : sql``}`);
  return Number(rowsOf(result)[0]!.n);
}

async function homesTotal(email: string, projectId?: number, extra: Partial<typeof filters> = {}) {
  const res = await executeOperation(
    t.app,
    PropertiesDocument,
    { ...filters, ...extra, project_id: projectId ? String(projectId) : '', page: 1 },
    await token(email),
  );
  expect(res.errors).toBeUndefined();
  return res.data!.properties.total;
}

/** Adds `n` live homes to a project in one statement, as an import does. */
async function addHomes(projectId: number, n: number, prefix: string) {
  await t.database.db.execute(sql`
    insert into properties (project_id, identifier, model, orientation, price, floor, tower, type)
    select ${projectId}, ${prefix} || g, 'Modelo Z', 'N', 2000, 1 + g % 20, 'Z', 'Departamento'
    from generate_series(1, ${n}) g`);
}

describe('kept unit totals', () => {
  it('start equal to a recount of every project and kind', async () => {
    expect(await drift()).toEqual([]);
  });

  it('follow bulk inserts, soft deletes, restores, moves and hard deletes', async () => {
    const [a, b] = await projectsFor(t.database.db, AGENCY_ADMIN);
    await addHomes(a!.id, 300, 'KT-A-');
    await addHomes(b!.id, 260, 'KT-B-');
    expect(await drift()).toEqual([]);
    expect(await homesTotal(AGENCY_ADMIN, a!.id)).toBe(await recount([a!.id]));

    const db = t.database.db;
    await db.execute(sql`update properties set deleted_at = now()
      where identifier like 'KT-A-%' and identifier::text < 'KT-A-2'`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`update properties set deleted_at = null
      where identifier in ('KT-A-1', 'KT-A-10', 'KT-A-100')`);
    await db.execute(sql`update properties set deleted_at = now() + interval '1 day'
      where identifier like 'KT-A-1%' and deleted_at is not null`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`update properties set project_id = ${b!.id}, identifier = 'KT-M-' || id
      where identifier in ('KT-A-250', 'KT-A-251', 'KT-A-252')`);
    await db.execute(sql`delete from properties where identifier in ('KT-B-1', 'KT-B-2')`);
    await db.execute(sql`update properties set visible = false where identifier like 'KT-B-%'`);
    expect(await drift()).toEqual([]);

    expect(await homesTotal(AGENCY_ADMIN, a!.id)).toBe(await recount([a!.id]));
    expect(await homesTotal(AGENCY_ADMIN, b!.id)).toBe(await recount([b!.id]));
    expect(await homesTotal(ADMIN)).toBe(await recount());
  });

  it('answer only the viewer’s projects and leave out removed projects', async () => {
    const own = await projectsFor(t.database.db, AGENCY_ADMIN);
    const mine = (await t.database.db.execute(sql`
      select p.id from projects p join real_state_agency_users r on r.real_state_agency_id = p.real_state_agency_id
      join users u on u.id = r.user_id where u.email = ${AGENCY_ADMIN} and p.deleted_at is null`)) as unknown;
    const ids = rowsOf(mine).map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThanOrEqual(own.length);
    expect(await homesTotal(AGENCY_ADMIN)).toBe(await recount(ids));
    expect(await homesTotal(AGENCY_ADMIN)).toBeLessThan(await homesTotal(ADMIN));

    const [, b] = own;
    await t.database.db.execute(sql`update projects set deleted_at = now() where id = ${b!.id}`);
    expect(await homesTotal(ADMIN)).toBe(await recount());
    await t.database.db.execute(sql`update projects set deleted_at = null where id = ${b!.id}`);
  });

  it('are what the page reads (a changed kept count shows, then is put back)', async () => {
    const [a] = await projectsFor(t.database.db, AGENCY_ADMIN);
    await addHomes(a!.id, 260, 'KT-K-');
    const before = await homesTotal(AGENCY_ADMIN, a!.id);
    expect(before).toBeGreaterThan(250);
    const keep = (delta: number) =>
      t.database.db.execute(sql`update project_unit_totals set n = n + ${delta}
        where project_id = ${a!.id} and kind = 'property'`);
    await keep(1_000);
    expect(await homesTotal(AGENCY_ADMIN, a!.id)).toBe(before + 1_000);
    await keep(-1_000);
    expect(await drift()).toEqual([]);
  });

  it('still count the matching rows when a unit filter is set', async () => {
    const [a] = await projectsFor(t.database.db, AGENCY_ADMIN);
    await addHomes(a!.id, 255, 'KT-F-');
    const filtered = await homesTotal(AGENCY_ADMIN, a!.id, { model: 'Modelo Z' });
    const result = await t.database.db.execute(sql`select count(*)::int as n from properties
      where project_id = ${a!.id} and model = 'Modelo Z' and deleted_at is null`);
    expect(filtered).toBe(Number(rowsOf(result)[0]!.n));
    expect(filtered).toBeLessThan(await homesTotal(AGENCY_ADMIN, a!.id));
  });

  it('count warehouses on their own', async () => {
    const [a] = await projectsFor(t.database.db, AGENCY_ADMIN);
    await t.database.db.execute(sql`insert into warehouses (project_id, identifier, price, type)
      select ${a!.id}, 'KT-W-' || g, 60, 'Bodega' from generate_series(1, 251) g`);
    expect(await drift()).toEqual([]);
    const res = await executeOperation(
      t.app,
      WarehousesDocument,
      { project_id: String(a!.id), identifier: '', tower: '', visible: '', page: 1 },
      await token(AGENCY_ADMIN),
    );
    expect(res.errors).toBeUndefined();
    const result = await t.database.db.execute(sql`select count(*)::int as n from warehouses
      where project_id = ${a!.id} and deleted_at is null`);
    expect(res.data!.warehouses.total).toBe(Number(rowsOf(result)[0]!.n));
  });
});
