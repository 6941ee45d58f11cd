import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitsGridDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  bookingRequests,
  promiseRequests,
  properties,
  propertyQuotations,
  propertyWarehouses,
} from '../../db/schema';
import { gridState } from './units.grid.service';
import { homesOf, projectsFor, tokens } from './units.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const VENDOR = 'realstatevendor@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const grid = async (project_id: string, tower?: string, email = VENDOR) =>
  executeOperation(t.app, UnitsGridDocument, { project_id, tower }, await token(email));

describe('gridState', () => {
  const home = { available: true, booked: false, promised: false, visible: true };
  it('puts the sale before the visibility', () => {
    expect(gridState(home)).toBe('disponible');
    expect(gridState({ ...home, visible: false })).toBe('oculta');
    expect(gridState({ ...home, available: false, visible: false })).toBe('vendida');
    expect(gridState({ ...home, available: false, booked: true })).toBe('reservada');
    expect(gridState({ ...home, available: false, booked: true, promised: true })).toBe(
      'promesada',
    );
  });
});

describe('unitsGrid', () => {
  it('answers every live home of the first tower, highest floor first, with its complements', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const homes = await homesOf(db, project!.id);
    const res = await grid(String(project!.id));
    expect(res.errors).toBeUndefined();
    const answer = res.data!.unitsGrid;
    const towers = [...new Set(homes.map((h) => h.tower ?? ''))];
    expect([...answer.towers].sort()).toEqual(towers.sort());
    expect(answer.tower).toBe(answer.towers[0]);
    const inTower = homes.filter((h) => (h.tower ?? '') === answer.tower);
    expect(answer.homes.map((h) => h.id).sort()).toEqual(inTower.map((h) => String(h.id)).sort());
    const floors = answer.homes.map((h) => h.floor ?? -Infinity);
    expect(floors).toEqual([...floors].sort((a, b) => b - a));
    const links = await db
      .select()
      .from(propertyWarehouses)
      .where(
        inArray(
          propertyWarehouses.property_id,
          inTower.map((h) => h.id),
        ),
      );
    const withWarehouse = answer.homes.find((h) =>
      links.some((l) => String(l.property_id) === h.id),
    );
    if (withWarehouse)
      expect(withWarehouse.complements.some((c) => c.type === 'warehouse')).toBe(true);
  });

  it('colours each home by its holders and its visibility', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const answer = (await grid(String(project!.id))).data!.unitsGrid;
    const ids = answer.homes.map((h) => Number(h.id));
    const booked = await db
      .select({ id: bookingRequests.property_id })
      .from(bookingRequests)
      .where(and(inArray(bookingRequests.property_id, ids), eq(bookingRequests.status, 'paid')));
    const promised = await db
      .select({ id: propertyQuotations.property_id })
      .from(propertyQuotations)
      .innerJoin(promiseRequests, eq(promiseRequests.quotation_id, propertyQuotations.quotation_id))
      .where(
        and(
          inArray(propertyQuotations.property_id, ids),
          inArray(promiseRequests.status, ['paid', 'signed']),
        ),
      );
    const rows = await db.select().from(properties).where(inArray(properties.id, ids));
    for (const home of answer.homes) {
      const row = rows.find((r) => String(r.id) === home.id)!;
      expect(home.state).toBe(
        gridState({
          available: row.available,
          visible: row.visible,
          booked: booked.some((b) => String(b.id) === home.id),
          promised: promised.some((p) => String(p.id) === home.id),
        }),
      );
    }
    // Hiding a free home turns its cell to oculta; a removed home leaves the grid.
    const free = answer.homes.find((h) => h.state === 'disponible')!;
    await db
      .update(properties)
      .set({ visible: false })
      .where(eq(properties.id, Number(free.id)));
    const hidden = (await grid(String(project!.id))).data!.unitsGrid;
    expect(hidden.homes.find((h) => h.id === free.id)!.state).toBe('oculta');
    await db
      .update(properties)
      .set({ deleted_at: new Date() })
      .where(and(eq(properties.id, Number(free.id)), isNull(properties.deleted_at)));
    const removed = (await grid(String(project!.id))).data!.unitsGrid;
    expect(removed.homes.some((h) => h.id === free.id)).toBe(false);
  });

  it('reads an asked tower; a tower the project lacks has no homes', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const first = (await grid(String(project!.id))).data!.unitsGrid;
    const last = first.towers[first.towers.length - 1]!;
    const other = (await grid(String(project!.id), last)).data!.unitsGrid;
    expect(other.tower).toBe(last);
    expect(other.homes.length).toBeGreaterThan(0);
    const none = (await grid(String(project!.id), 'Torre inexistente')).data!.unitsGrid;
    expect(none.homes).toEqual([]);
  });

  it('refuses another agency’s project to agency roles', async () => {
    const db = t.database.db;
    const [foreign] = await projectsFor(db, VENDOR, false);
    const res = await grid(String(foreign!.id));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await grid(String(foreign!.id), undefined, 'admin@demo.cl');
    expect(admin.errors).toBeUndefined();
  });
});
