import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreatePropertyDocument,
  EditPropertyDocument,
  PropertyAuditsDocument,
  RemovePropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, bookingRequests } from '../../db/schema';
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
const VENDOR = 'realstatevendor@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

/** A home's audit rows, newest first. */
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Property'), eq(audits.auditable_id, String(id))))
    .orderBy(desc(audits.id));

describe('createProperty', () => {
  it('creates a home with its complements and a created audit', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const [warehouse] = await warehousesOf(db, project!.id);
    const [lot] = await parkingLotsOf(db, project!.id);
    const res = await executeOperation(
      t.app,
      CreatePropertyDocument,
      {
        project_id: String(project!.id),
        identifier: 'C1501',
        price: 2480.35,
        model: 'Modelo C 3D2B',
        bathrooms: '1,5',
        bedrooms: 3,
        floor: 15,
        tower: 'C',
        savings: 40,
        saving_ds15: null,
        warehouse_ids: [String(warehouse!.id)],
        parkinglot_ids: [String(lot!.id)],
      },
      await token(VENDOR),
    );
    expect(res.errors).toBeUndefined();
    const created = res.data!.createProperty;
    expect(created).toMatchObject({
      identifier: 'C1501',
      price: 2480.35,
      bathrooms: '1.5',
      savings: 40,
      saving_ds15: null,
      visible: true,
      project: { id: String(project!.id) },
    });
    expect(created.complements.map((c) => c.type)).toEqual(['warehouse', 'parkinglot']);
    const [audit] = await auditsOf(Number(created.id));
    expect(audit).toMatchObject({ event: 'created', old_values: {} });
    expect(audit!.new_values).toMatchObject({
      identifier: 'C1501',
      price: 2480.35,
      warehouse_ids: [warehouse!.id],
      parkinglot_ids: [lot!.id],
    });
  });

  it('refuses a taken identifier next to the field, and complements of another project', async () => {
    const db = t.database.db;
    const [project, other] = await projectsFor(db, VENDOR);
    const [home] = await homesOf(db, project!.id);
    const vendor = await token(VENDOR);
    const base = { project_id: String(project!.id), price: 2100 };
    const taken = await executeOperation(
      t.app,
      CreatePropertyDocument,
      { ...base, identifier: home!.identifier },
      vendor,
    );
    expect(taken.errors?.[0]).toMatchObject({
      message: 'Ya existe una unidad con ese identificador en el proyecto.',
      extensions: { code: 'CONFLICT', field: 'identifier' },
    });
    const [foreignWarehouse] = await warehousesOf(db, other!.id);
    const crossed = await executeOperation(
      t.app,
      CreatePropertyDocument,
      { ...base, identifier: 'Z999', warehouse_ids: [String(foreignWarehouse!.id)] },
      vendor,
    );
    expect(crossed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'warehouse_ids',
    });
    const cents = await executeOperation(
      t.app,
      CreatePropertyDocument,
      { ...base, identifier: 'Z998', price: 2100.555 },
      vendor,
    );
    expect(cents.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'price' });
    expect((await homesOf(db, project!.id)).map((h) => h.identifier)).not.toContain('Z999');
  });
});

describe('editProperty', () => {
  it('changes only what was sent; null clears a subsidy field', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const home = (await homesOf(db, project!.id)).find((h) => h.base_subsidies !== null)!;
    const vendor = await token(VENDOR);
    const res = await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(home.id), price: 2999.99, base_subsidies: null },
      vendor,
    );
    expect(res.errors).toBeUndefined();
    const after = await homeRow(db, home.id);
    expect(after).toMatchObject({
      ...home,
      price: '2999.99',
      base_subsidies: null,
      updated_at: expect.any(Date),
    });
    const [audit] = await auditsOf(home.id);
    expect(audit).toMatchObject({
      event: 'updated',
      old_values: { price: Number(home.price), base_subsidies: Number(home.base_subsidies) },
      new_values: { price: 2999.99, base_subsidies: null },
    });
  });

  it('replaces complements with a sent list and keeps them when the list is left out', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const [home] = await homesOf(db, project!.id);
    const lots = await parkingLotsOf(db, project!.id);
    const vendor = await token(VENDOR);
    const ids = [String(lots[1]!.id), String(lots[2]!.id)];
    const res = await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(home!.id), parkinglot_ids: ids, warehouse_ids: [] },
      vendor,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.editProperty.complements.map((c) => c.id)).toEqual(ids);
    const flag = await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(home!.id), visible: false },
      vendor,
    );
    expect(flag.data!.editProperty).toMatchObject({ visible: false });
    expect(flag.data!.editProperty.complements.map((c) => c.id)).toEqual(ids);
  });

  it('refuses a duplicate identifier and a malformed bathrooms text, changing nothing', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const [a, b] = await homesOf(db, project!.id);
    const vendor = await token(VENDOR);
    const dup = await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(a!.id), identifier: b!.identifier, price: 1000 },
      vendor,
    );
    expect(dup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const bad = await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(a!.id), bathrooms: 'uno y medio' },
      vendor,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ field: 'bathrooms' });
    expect(await homeRow(db, a!.id)).toEqual(a);
  });
});

describe('removeProperty', () => {
  it('hides a home from every list and audits it; admins read the audits', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const homes = await homesOf(db, project!.id);
    const booked = await db.select({ id: bookingRequests.property_id }).from(bookingRequests);
    const free = homes.find((h) => !booked.some((b) => b.id === h.id))!;
    const res = await executeOperation(
      t.app,
      RemovePropertyDocument,
      { property_id: String(free.id) },
      await token(VENDOR),
    );
    expect(res.errors).toBeUndefined();
    expect((await homeRow(db, free.id))?.deleted_at).toBeInstanceOf(Date);
    const [audit] = await auditsOf(free.id);
    expect(audit).toMatchObject({ event: 'deleted', new_values: {} });
    expect(audit!.old_values).toMatchObject({ identifier: free.identifier });
    const again = await executeOperation(
      t.app,
      RemovePropertyDocument,
      { property_id: String(free.id) },
      await token(VENDOR),
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused while a booking request points at the home', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const homes = await homesOf(db, project!.id);
    const booked = await db.select({ id: bookingRequests.property_id }).from(bookingRequests);
    const home = homes.find((h) => booked.some((b) => b.id === h.id))!;
    const res = await executeOperation(
      t.app,
      RemovePropertyDocument,
      { property_id: String(home.id) },
      await token(VENDOR),
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'La propiedad tiene reservas o promesas asociadas.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await homeRow(db, home.id)).toEqual(home);
  });

  it('audits are read by Admin only (empty for agency roles)', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, VENDOR);
    const [home] = await homesOf(db, project!.id);
    await executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(home!.id), lots: 'Lote 12' },
      await token(VENDOR),
    );
    const read = async (email: string) =>
      (
        await executeOperation(
          t.app,
          PropertyAuditsDocument,
          { id: String(home!.id) },
          await token(email),
        )
      ).data!.properties.data[0]!.audits;
    const entries = await read('admin@demo.cl');
    expect(entries[0]).toMatchObject({ event: 'updated', new_values: { lots: 'Lote 12' } });
    expect(entries[0]!.user?.name).toBeTruthy();
    expect(await read(VENDOR)).toEqual([]);
  });
});
