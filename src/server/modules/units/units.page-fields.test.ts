import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ParkingLotDocument,
  PropertiesDocument,
  PropertyDocument,
  WarehouseDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { projects, properties } from '../../db/schema';
import { tokens } from './units.fixtures';

// A page sends only the fields its operation asks for (units.page-fields.ts). Whatever the
// operation asks, each unit of a page must be exactly the unit its details show: the details
// documents without an id are pages that ask every field and every relation.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

describe('a page asks only for its fields', () => {
  it('gives each home, with every field and relation, as its details do', async () => {
    const admin = await token(ADMIN);
    const page = await executeOperation(t.app, PropertyDocument, { id: '' }, admin);
    expect(page.errors).toBeUndefined();
    const homes = page.data!.properties.data;
    expect(homes.length).toBeGreaterThan(5);
    for (const home of homes.slice(0, 5)) {
      const alone = await executeOperation(t.app, PropertyDocument, { id: home.id }, admin);
      expect(alone.data!.properties.data).toEqual([home]);
    }
    expect(homes.some((home) => home.complements.length > 0 || home.medias.length > 0)).toBe(true);
  });

  it('gives warehouses and parking lots with their project and complements', async () => {
    const admin = await token(ADMIN);
    const warehouses = await executeOperation(t.app, WarehouseDocument, { id: '' }, admin);
    const [warehouse] = warehouses.data!.warehouses.data;
    const alone = await executeOperation(t.app, WarehouseDocument, { id: warehouse!.id }, admin);
    expect(alone.data!.warehouses.data).toEqual([warehouse]);
    expect(warehouse!.project?.id).toBe(warehouse!.project_id);
    const lots = await executeOperation(t.app, ParkingLotDocument, { id: '' }, admin);
    const [lot] = lots.data!.parkinglots.data;
    const lotAlone = await executeOperation(t.app, ParkingLotDocument, { id: lot!.id }, admin);
    expect(lotAlone.data!.parkinglots.data).toEqual([lot]);
  });

  it('pages the table’s fields the same way, with the exact total on every page', async () => {
    const admin = await token('admin@demo.cl');
    const filters = { identifier: '', model: '', orientation: '', tower: '', visible: '' };
    const page = (n: number) =>
      executeOperation(t.app, PropertiesDocument, { ...filters, page: n }, admin);
    const [live] = await t.database.db
      .select({ n: count() })
      .from(properties)
      .innerJoin(projects, eq(projects.id, properties.project_id))
      .where(and(isNull(properties.deleted_at), isNull(projects.deleted_at)));
    const last = Math.ceil(live!.n / 250);
    expect(last).toBeGreaterThan(1);
    for (const n of [1, last, last + 1]) {
      const res = await page(n);
      expect(res.data!.properties.total, `page ${n}`).toBe(live!.n);
    }
    const [first] = (await page(1)).data!.properties.data;
    const details = await executeOperation(t.app, PropertyDocument, { id: first!.id }, admin);
    expect(details.data!.properties.data[0]).toMatchObject(first!);
  });
});
