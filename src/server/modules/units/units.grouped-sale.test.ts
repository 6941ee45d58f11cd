import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditBookeableGroupedPropertyDocument,
  EditPromisableGroupedPropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, parkingLots, properties, warehouses } from '../../db/schema';
import { EventBus, topics } from '../../realtime/bus';
import { homesOf, parkingLotsOf, projectsFor, tokens, warehousesOf } from './units.fixtures';

// Issue 34: reservable and promesable in groups, the grid's and the list's toolbar. The same
// statement as visible's (units.grouped.test.ts proves its shape); here each flag on each kind,
// its audit, its notice, the roles it refuses and the input it refuses, nothing changed.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

type SaleFlag = 'bookeable' | 'promisable';

async function group(
  flag: SaleFlag,
  ids: string,
  value: boolean,
  type = 'property',
  email = ADMIN,
) {
  const variables = { properties: ids, flag: value, propertie_type: type };
  const auth = await token(email);
  if (flag === 'bookeable') {
    const res = await executeOperation(
      t.app,
      EditBookeableGroupedPropertyDocument,
      variables,
      auth,
    );
    return { ...res, outcome: res.data?.editBookeableGroupedProperty };
  }
  const res = await executeOperation(t.app, EditPromisableGroupedPropertyDocument, variables, auth);
  return { ...res, outcome: res.data?.editPromisableGroupedProperty };
}

const homeFlags = (ids: number[]) =>
  t.database.db
    .select({
      id: properties.id,
      bookeable: properties.bookeable,
      promisable: properties.promisable,
      visible: properties.visible,
    })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(asc(properties.id));

describe.each(['bookeable', 'promisable'] as const)('the grouped %s toggle', (flag) => {
  it('sets the flag on every listed home, with one audit row each, and only that flag', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const offset = flag === 'bookeable' ? 0 : 20;
    const ids = (await homesOf(db, project!.id)).slice(offset, offset + 12).map((h) => h.id);
    await group(flag, JSON.stringify(ids), true);
    const before = await homeFlags(ids);
    const res = await group(flag, JSON.stringify(ids), false);
    expect(res.errors).toBeUndefined();
    expect(res.outcome).toEqual({
      propertie_type: 'property',
      ids: ids.map(String),
      updated: ids.length,
    });
    const after = await homeFlags(ids);
    expect(after.every((row) => row[flag] === false)).toBe(true);
    // The other flags are left as they were.
    const other = flag === 'bookeable' ? 'promisable' : 'bookeable';
    expect(after.map((row) => [row[other], row.visible])).toEqual(
      before.map((row) => [row[other], row.visible]),
    );
    const [last] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Property'), eq(audits.auditable_id, String(ids[0]))))
      .orderBy(desc(audits.id))
      .limit(1);
    expect(last).toMatchObject({
      event: 'updated',
      old_values: { [flag]: true },
      new_values: { [flag]: false },
    });
    const logged = await db
      .select({ id: audits.id })
      .from(audits)
      .where(
        and(eq(audits.auditable_type, 'Property'), inArray(audits.auditable_id, ids.map(String))),
      );
    // Two changes per home: the set to true (where it was false) and the set to false.
    expect(logged.length).toBeGreaterThanOrEqual(ids.length);
  });

  it('publishes one record change per project touched', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const ids = (await homesOf(db, project!.id)).slice(12, 18).map((h) => h.id);
    await group(flag, ids.join(','), true);
    const publish = vi.spyOn(EventBus.prototype, 'publish');
    await group(flag, ids.join(','), false);
    const records = publish.mock.calls.filter(([topic]) => topic === topics.record);
    publish.mockRestore();
    expect(records).toHaveLength(1);
    expect(records[0]![1]).toMatchObject({
      type: 'property',
      action: 'updated',
      project_id: String(project!.id),
      agency_id: String(project!.real_state_agency_id),
    });
  });

  it('works on warehouses and parking lots', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const stores = (await warehousesOf(db, project!.id)).slice(0, 3).map((u) => u.id);
    const lots = (await parkingLotsOf(db, project!.id)).slice(0, 3).map((u) => u.id);
    const w = await group(flag, stores.join(','), false, 'warehouse');
    expect(w.errors).toBeUndefined();
    expect(w.outcome?.propertie_type).toBe('warehouse');
    const p = await group(flag, lots.join(','), false, 'parkinglot');
    expect(p.outcome?.propertie_type).toBe('parkinglot');
    const storeRows = await db.select().from(warehouses).where(inArray(warehouses.id, stores));
    const lotRows = await db.select().from(parkingLots).where(inArray(parkingLots.id, lots));
    expect([...storeRows, ...lotRows].every((row) => row[flag] === false)).toBe(true);
  });

  it('is refused to a role outside the units screens, and changes nothing', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const ids = (await homesOf(db, project!.id)).slice(34, 39).map((h) => h.id);
    const before = await homeFlags(ids);
    for (const email of ['preapprovaluser@demo.cl', 'newsuser@demo.cl']) {
      const res = await group(flag, JSON.stringify(ids), !before[0]![flag], 'property', email);
      expect(res.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
    }
    expect(await homeFlags(ids)).toEqual(before);
  });

  it('refuses another agency’s unit, a missing one and bad input in Spanish, changing nothing', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const [foreign] = await projectsFor(db, ADMIN, false);
    const own = (await homesOf(db, project!.id)).slice(40, 45).map((h) => h.id);
    const [stranger] = await homesOf(db, foreign!.id);
    const before = await homeFlags([...own, stranger!.id]);
    const value = !before[0]![flag];
    const mixed = await group(flag, JSON.stringify([...own, stranger!.id]), value);
    expect(mixed.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a una o más de las unidades.',
      extensions: { code: 'FORBIDDEN' },
    });
    const missing = await group(flag, JSON.stringify([...own, 99_999_999]), value);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Una o más de las unidades no existen.',
      extensions: { code: 'NOT_FOUND' },
    });
    for (const text of ['', 'uno,dos', '[1,2', '0']) {
      const res = await group(flag, text, value);
      expect(res.errors?.[0], text).toMatchObject({
        message: 'La lista de unidades no es válida.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const kind = await group(flag, own.join(','), value, 'casa');
    expect(kind.errors?.[0]).toMatchObject({
      message: 'El tipo de unidad debe ser property, warehouse o parkinglot.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await homeFlags([...own, stranger!.id])).toEqual(before);
  });
});
