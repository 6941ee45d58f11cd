import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EditParkinglotDocument,
  EditVisibleParkingLotDocument,
  EditVisiblePropertyDocument,
  EditVisibleWarehouseDocument,
  EditWarehouseDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, parkingLots, warehouses } from '../../db/schema';
import {
  homeRow,
  homesOf,
  parkingLotsOf,
  projectsFor,
  tokens,
  warehousesOf,
} from './units.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const USER = 'realstateuser@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const auditsOf = (type: string, id: number) =>
  t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, type), eq(audits.auditable_id, String(id))));

describe('single switches', () => {
  it('editVisibleProperty flips one home and audits the change', async () => {
    const [project] = await projectsFor(t.database.db, USER);
    const [home] = await homesOf(t.database.db, project!.id);
    const res = await executeOperation(
      t.app,
      EditVisiblePropertyDocument,
      { id: String(home!.id), visible: !home!.visible },
      await token(USER),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.editVisibleProperty).toMatchObject({ visible: !home!.visible });
    expect(await auditsOf('Property', home!.id)).toMatchObject([
      {
        event: 'updated',
        old_values: { visible: home!.visible },
        new_values: { visible: !home!.visible },
      },
    ]);
  });

  it('editWarehouse and editParkinglot change only the flags sent', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, USER);
    const [warehouse] = await warehousesOf(db, project!.id);
    const [lot] = await parkingLotsOf(db, project!.id);
    const user = await token(USER);
    const w = await executeOperation(
      t.app,
      EditWarehouseDocument,
      { id: String(warehouse!.id), bookeable: false },
      user,
    );
    expect(w.data!.editWarehouse).toMatchObject({
      bookeable: false,
      visible: warehouse!.visible,
      promisable: warehouse!.promisable,
    });
    const p = await executeOperation(
      t.app,
      EditParkinglotDocument,
      { id: String(lot!.id), promisable: false, visible: null },
      user,
    );
    expect(p.data!.editParkinglot).toMatchObject({ promisable: false, visible: lot!.visible });
    expect(await auditsOf('Warehouse', warehouse!.id)).toMatchObject([
      { new_values: { bookeable: false } },
    ]);
    expect(await auditsOf('ParkingLot', lot!.id)).toMatchObject([
      { new_values: { promisable: false } },
    ]);
  });

  it('editVisibleWarehouse and editVisibleParkingLot', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, USER);
    const [, warehouse] = await warehousesOf(db, project!.id);
    const [, lot] = await parkingLotsOf(db, project!.id);
    const user = await token(USER);
    await executeOperation(
      t.app,
      EditVisibleWarehouseDocument,
      { id: String(warehouse!.id), visible: false },
      user,
    );
    await executeOperation(
      t.app,
      EditVisibleParkingLotDocument,
      { id: String(lot!.id), visible: false },
      user,
    );
    const [w] = await db.select().from(warehouses).where(eq(warehouses.id, warehouse!.id));
    const [p] = await db.select().from(parkingLots).where(eq(parkingLots.id, lot!.id));
    expect([w?.visible, p?.visible]).toEqual([false, false]);
  });

  it('refuses another agency’s unit and changes nothing', async () => {
    const db = t.database.db;
    const [foreign] = await projectsFor(db, USER, false);
    const [home] = await homesOf(db, foreign!.id);
    const res = await executeOperation(
      t.app,
      EditVisiblePropertyDocument,
      { id: String(home!.id), visible: !home!.visible },
      await token(USER),
    );
    expect(res.statusCode).toBe(403);
    expect(res.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a esta propiedad.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await homeRow(db, home!.id)).toEqual(home);
    const missing = await executeOperation(
      t.app,
      EditVisibleWarehouseDocument,
      { id: 'abc', visible: true },
      await token(USER),
    );
    expect(missing.errors?.[0]).toMatchObject({
      message: 'La bodega no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
