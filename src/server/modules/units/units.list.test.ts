import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ParkingLotDocument,
  ParkingLotsDocument,
  PropertiesDocument,
  PropertyDocument,
  WarehouseDocument,
  WarehousesDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { medias, properties } from '../../db/schema';
import { projectScope } from '../projects/projects.scope.service';
import { homesOf, parkingLotsOf, projectsFor, tokens, warehousesOf } from './units.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const filters = { identifier: '', model: '', orientation: '', tower: '', visible: '' };

describe('properties', () => {
  it('pages a project’s homes by tower, floor and identifier, 250 a page', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const homes = await homesOf(t.database.db, project!.id);
    const res = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, project_id: String(project!.id), page: 1 },
      await token(ADMIN),
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.properties;
    expect(page).toMatchObject({ total: homes.length, per_page: 250, current_page: 1, from: 1 });
    expect(page.data).toHaveLength(homes.length);
    const keys = page.data.map((p) => [p.tower ?? '~', p.floor ?? 1e9, p.identifier] as const);
    const sorted = [...keys].sort(
      (a, b) =>
        a[0].localeCompare(b[0]) ||
        a[1] - b[1] ||
        a[2].localeCompare(b[2], 'es', { numeric: true }),
    );
    expect(keys).toEqual(sorted);
    const first = page.data[0]!;
    expect(typeof first.price).toBe('number');
    expect(first.bathrooms).toMatch(/^\d+(\.5)?$/);
    expect(first.project_id).toBe(String(project!.id));
  });

  it('orders identifiers naturally: digit runs as numbers, then the text', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const shuffled = ['Ñ-10', 'Ñ-2', 'Ñ-100', 'Ñ-9B', 'Ñ-1', 'Ñ-9A', 'Ñ1-1', 'Ñ-20'];
    await t.database.db.insert(properties).values(
      shuffled.map((identifier) => ({
        project_id: project!.id,
        identifier,
        price: '1500',
        tower: 'Ñ',
        floor: 99,
      })),
    );
    const res = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, tower: 'Ñ', project_id: String(project!.id), page: 1 },
      await token(ADMIN),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.properties.data.map((p) => p.identifier)).toEqual([
      'Ñ-1',
      'Ñ-2',
      'Ñ-9A',
      'Ñ-9B',
      'Ñ-10',
      'Ñ-20',
      'Ñ-100',
      'Ñ1-1',
    ]);
    await t.database.db.delete(properties).where(eq(properties.tower, 'Ñ'));
  });

  it('filters by identifier part, model, orientation, tower and visibility', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const homes = await homesOf(t.database.db, project!.id);
    const sample = homes[3]!;
    const admin = await token(ADMIN);
    const run = async (changes: Partial<typeof filters>) => {
      const res = await executeOperation(
        t.app,
        PropertiesDocument,
        { ...filters, ...changes, project_id: String(project!.id) },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.properties.data;
    };
    const byModel = await run({ model: sample.model! });
    expect(byModel.length).toBe(homes.filter((h) => h.model === sample.model).length);
    const hidden = await run({ visible: '0' });
    expect(hidden.map((h) => Number(h.id)).sort()).toEqual(
      homes
        .filter((h) => !h.visible)
        .map((h) => h.id)
        .sort(),
    );
    expect((await run({ visible: 'true' })).every((h) => h.visible)).toBe(true);
    const part = sample.identifier.slice(1).toLowerCase();
    const matched = await run({ identifier: part });
    expect(matched.map((h) => h.identifier)).toContain(sample.identifier);
    expect(matched.every((h) => h.identifier.toLowerCase().includes(part))).toBe(true);
    const both = await run({ tower: sample.tower!, orientation: sample.orientation! });
    expect(both.length).toBe(
      homes.filter((h) => h.tower === sample.tower && h.orientation === sample.orientation).length,
    );
    expect(await run({ identifier: '%' })).toEqual([]);
    const bad = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, visible: 'quizás' },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('leaves out removed homes and other agencies’ projects', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const [foreign] = await projectsFor(db, ADMIN, false);
    const [removed] = await homesOf(db, project!.id);
    await db
      .update(properties)
      .set({ deleted_at: new Date() })
      .where(eq(properties.id, removed!.id));
    const admin = await token(ADMIN);
    const own = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, project_id: String(project!.id) },
      admin,
    );
    expect(own.data!.properties.data.map((p) => p.id)).not.toContain(String(removed!.id));
    const other = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, project_id: String(foreign!.id) },
      admin,
    );
    expect(other.data!.properties).toMatchObject({ data: [], total: 0, from: null, last_page: 1 });
    const all = await executeOperation(t.app, PropertiesDocument, { ...filters, page: 1 }, admin);
    expect(all.data!.properties.total).toBeGreaterThan(0);
    const details = await executeOperation(
      t.app,
      PropertyDocument,
      { id: String(removed!.id) },
      admin,
    );
    expect(details.errors?.[0]).toMatchObject({
      message: 'La propiedad no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('sorted (issue 33)', () => {
  it('sorts a project’s homes by price both ways, ties by id, and stays in the agency', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const [foreign] = await projectsFor(db, ADMIN, false);
    const admin = await token(ADMIN);
    // Ties: three homes of one price; the id orders them the sort's way.
    await db.insert(properties).values(
      ['T-1', 'T-2', 'T-3'].map((identifier) => ({
        project_id: project!.id,
        identifier,
        price: '1234.5',
      })),
    );
    const read = async (sort: string, project_id = '') => {
      const res = await executeOperation(
        t.app,
        PropertiesDocument,
        { ...filters, project_id, page: 1, sort },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.properties.data.map((p) => ({ id: Number(p.id), price: p.price }));
    };
    const up = await read('price', String(project!.id));
    const down = await read('-price', String(project!.id));
    const byPrice = (a: { id: number; price: number }, b: { id: number; price: number }) =>
      a.price - b.price || a.id - b.id;
    expect(up.map((r) => r.id)).toEqual([...up].sort(byPrice).map((r) => r.id));
    expect(down.map((r) => r.id)).toEqual([...up].reverse().map((r) => r.id));
    const ties = up.filter((r) => r.price === 1234.5).map((r) => r.id);
    expect(ties).toHaveLength(3);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
    // Every project the viewer may see, sorted: still none of another agency's.
    const all = await read('-price');
    const foreignIds = new Set((await homesOf(db, foreign!.id)).map((h) => h.id));
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((r) => foreignIds.has(r.id))).toBe(false);
    expect(all.map((r) => r.price)).toEqual([...all.map((r) => r.price)].sort((a, b) => b - a));
  });

  it('refuses an unknown sort in Spanish, naming the accepted fields', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const res = await executeOperation(
      t.app,
      PropertiesDocument,
      { ...filters, project_id: String(project!.id), sort: 'precio' },
      await token(ADMIN),
    );
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^No se puede ordenar por «precio»\. Valores aceptados: .*price/,
      ),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const complement = await executeOperation(
      t.app,
      WarehousesDocument,
      { ...filters, project_id: String(project!.id), sort: 'bedrooms' },
      await token(ADMIN),
    );
    expect(complement.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('one unit by id (details pages)', () => {
  it('answers a home with its project, floor plans, complements and audits', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const [linked] = await warehousesOf(db, project!.id);
    const homes = await homesOf(db, project!.id);
    const res0 = await executeOperation(
      t.app,
      WarehouseDocument,
      { id: String(linked!.id) },
      await token(ADMIN),
    );
    expect(res0.errors).toBeUndefined();
    const warehouse = res0.data!.warehouses.data[0]!;
    expect(warehouse.project).toEqual({ id: String(project!.id), name: project!.name });
    const owner = warehouse.complements[0]!;
    expect(owner.type).toBe('property');
    const home = homes.find((h) => String(h.id) === owner.id)!;
    await db.insert(medias).values({
      model_type: 'project',
      model_id: project!.id,
      collection: 'model_floor',
      url: 'uploads/planta-modelo.png',
      file_name: 'planta-modelo.png',
      mime: 'image/png',
      extension: 'png',
      unit_model: home.model,
    });
    const res = await executeOperation(
      t.app,
      PropertyDocument,
      { id: String(home.id) },
      await token('admin@demo.cl'),
    );
    expect(res.errors).toBeUndefined();
    const data = res.data!.properties.data[0]!;
    expect(data.identifier).toBe(home.identifier);
    expect(data.project?.name).toBe(project!.name);
    expect(data.medias).toMatchObject([
      { type: 'model_floor', model: home.model, extension: 'png' },
    ]);
    expect(data.complements).toContainEqual({
      id: String(linked!.id),
      identifier: linked!.identifier,
      price: Number(linked!.price),
      type: 'warehouse',
    });
  });

  it('refuses a unit of another agency (FORBIDDEN) and an unknown id (NOT_FOUND)', async () => {
    const db = t.database.db;
    const [foreign] = await projectsFor(db, ADMIN, false);
    const [home] = await homesOf(db, foreign!.id);
    const [lot] = await parkingLotsOf(db, foreign!.id);
    const admin = await token(ADMIN);
    const forbidden = await executeOperation(
      t.app,
      PropertyDocument,
      { id: String(home!.id) },
      admin,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a esta propiedad.',
      extensions: { code: 'FORBIDDEN' },
    });
    const lotRes = await executeOperation(
      t.app,
      ParkingLotDocument,
      { id: String(lot!.id) },
      admin,
    );
    expect(lotRes.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await executeOperation(t.app, PropertyDocument, { id: '99999999' }, admin);
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('warehouses and parkinglots', () => {
  it('list a project’s complements; a model or orientation filter matches none', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const admin = await token(ADMIN);
    const vars = { ...filters, project_id: String(project!.id) };
    const w = await executeOperation(t.app, WarehousesDocument, vars, admin);
    expect(w.data!.warehouses.total).toBe((await warehousesOf(db, project!.id)).length);
    const p = await executeOperation(t.app, ParkingLotsDocument, vars, admin);
    expect(p.data!.parkinglots.total).toBe((await parkingLotsOf(db, project!.id)).length);
    const none = await executeOperation(
      t.app,
      WarehousesDocument,
      { ...vars, model: 'Modelo A' },
      admin,
    );
    expect(none.data!.warehouses.data).toEqual([]);
  });
});

describe('cost of a page', () => {
  it('asks the project scope and costs the same few queries for 250 rows as for one', async () => {
    const db = t.database.db;
    const scope = vi.spyOn(projectScope, 'condition');
    const spy = vi.spyOn(db._.session, 'prepareQuery');
    const admin = await token('admin@demo.cl');
    const count = async (vars: Partial<typeof filters>) => {
      spy.mockClear();
      const res = await executeOperation(t.app, PropertiesDocument, { ...filters, ...vars }, admin);
      expect(res.errors).toBeUndefined();
      return { queries: spy.mock.calls.length, rows: res.data!.properties.data.length };
    };
    const full = await count({});
    const [project] = await projectsFor(db, ADMIN);
    const [home] = await homesOf(db, project!.id);
    const one = await count({ identifier: home!.identifier });
    spy.mockRestore();
    expect(scope).toHaveBeenCalled();
    scope.mockRestore();
    expect(full.rows).toBe(250);
    expect(one.rows).toBeGreaterThanOrEqual(1);
    // The viewer of the token, then the page with its total in one statement (the count inside
    // it runs only when the page is not the last).
    expect(full.queries).toBe(one.queries);
    expect(full.queries).toBeLessThanOrEqual(2);
  });
});
