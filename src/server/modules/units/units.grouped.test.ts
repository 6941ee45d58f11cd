import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditSectorMedioGroupedPropertyDocument,
  EditVisibleGroupedPropertyDocument,
  EditVulnerableGroupedPropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { writeAudit } from '../../audit/audit';
import { audits, properties, warehouses } from '../../db/schema';
import { EventBus, topics } from '../../realtime/bus';
import { homesOf, projectsFor, tokens, warehousesOf } from './units.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const visibility = (ids: number[]) =>
  t.database.db
    .select({ id: properties.id, visible: properties.visible })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(asc(properties.id));

const group = async (properties: string, flag: boolean, type = 'property', email = ADMIN) =>
  executeOperation(
    t.app,
    EditVisibleGroupedPropertyDocument,
    { properties, flag, propertie_type: type },
    await token(email),
  );

/** Every statement the database runs, transactions included (they get their own session). */
function statements() {
  const proto: { prepareQuery: (query: { sql: string }) => unknown } = Object.getPrototypeOf(
    t.database.db._.session,
  );
  const spy = vi.spyOn(proto, 'prepareQuery');
  return {
    texts: () => spy.mock.calls.map(([query]) => query.sql.toLowerCase()),
    restore: () => spy.mockRestore(),
  };
}

describe('editVisibleGroupedProperty', () => {
  it('sets visible on every listed home in ONE update statement, with one audit row each', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const homes = await homesOf(t.database.db, project!.id);
    const ids = homes.slice(0, 30).map((h) => h.id);
    const alreadyHidden = homes.slice(0, 30).filter((h) => !h.visible).length;
    const seen = statements();
    const res = await group(JSON.stringify(ids), false);
    const texts = seen.texts();
    seen.restore();
    expect(res.errors).toBeUndefined();
    expect(res.data!.editVisibleGroupedProperty).toEqual({
      propertie_type: 'property',
      ids: ids.map(String),
      updated: 30 - alreadyHidden,
    });
    expect((await visibility(ids)).every((row) => !row.visible)).toBe(true);
    // One statement reads, checks and updates the units and writes their audits.
    const touching = texts.filter((text) => text.includes('"properties"'));
    expect(touching).toHaveLength(1);
    expect(touching[0]).toMatch(/\bupdate "properties"/);
    expect(touching[0]).toContain('insert into audits');
    expect(texts.filter((text) => text.includes('audits'))).toEqual(touching);
    const rows = await t.database.db
      .select()
      .from(audits)
      .where(
        and(eq(audits.auditable_type, 'Property'), inArray(audits.auditable_id, ids.map(String))),
      );
    expect(rows).toHaveLength(30 - alreadyHidden);
  });

  it('writes audit rows shaped exactly like writeAudit’s', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const home = (await homesOf(db, project!.id)).find((h) => h.visible)!;
    const res = await group(`${home.id}`, false);
    expect(res.data!.editVisibleGroupedProperty.updated).toBe(1);
    const [grouped] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Property'), eq(audits.auditable_id, String(home.id))));
    const [admin] = await db.select().from(audits).where(eq(audits.id, grouped!.id));
    await writeAudit(db, {
      userId: admin!.user_id,
      event: 'updated',
      auditableType: 'Property',
      auditableId: home.id,
      oldValues: { visible: true },
      newValues: { visible: false },
      ip: admin!.ip_address,
    });
    const [written] = await db
      .select()
      .from(audits)
      .where(eq(audits.auditable_id, String(home.id)))
      .orderBy(asc(audits.id))
      .offset(1);
    const shape = ({ id: _id, created_at: _at, ...rest }: typeof grouped & object) => rest;
    expect(shape(grouped!)).toEqual(shape(written!));
  });

  it('publishes one record change per project touched, with its agency', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const homes = (await homesOf(db, project!.id)).slice(50, 60);
    await group(JSON.stringify(homes.map((h) => h.id)), true);
    const publish = vi.spyOn(EventBus.prototype, 'publish');
    await group(JSON.stringify(homes.map((h) => h.id)), false);
    const records = publish.mock.calls.filter(([topic]) => topic === topics.record);
    publish.mockRestore();
    expect(records).toHaveLength(1);
    const ids = homes.map((h) => h.id).join('|');
    expect(records[0]![1]).toMatchObject({
      id: expect.stringMatching(new RegExp(`^(${ids})$`)),
      type: 'property',
      action: 'updated',
      project_id: String(project!.id),
      agency_id: String(project!.real_state_agency_id),
    });
  });

  it('accepts "1,2,3" text, collapses duplicates and counts only real changes', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const homes = await homesOf(t.database.db, project!.id);
    const [a, b] = homes.slice(40);
    await group(`${a!.id}`, true);
    const res = await group(` ${a!.id}, ${b!.id},${b!.id} `, true);
    expect(res.data!.editVisibleGroupedProperty.ids).toEqual([String(a!.id), String(b!.id)]);
    expect(res.data!.editVisibleGroupedProperty.updated).toBe(b!.visible ? 0 : 1);
  });

  it('works on warehouses too', async () => {
    const [project] = await projectsFor(t.database.db, ADMIN);
    const units = (await warehousesOf(t.database.db, project!.id)).slice(0, 3);
    const res = await group(units.map((u) => u.id).join(','), false, 'warehouse');
    expect(res.data!.editVisibleGroupedProperty.propertie_type).toBe('warehouse');
    const rows = await t.database.db
      .select({ visible: warehouses.visible })
      .from(warehouses)
      .where(
        inArray(
          warehouses.id,
          units.map((u) => u.id),
        ),
      );
    expect(rows.every((r) => !r.visible)).toBe(true);
  });

  it('changes nothing when one id is missing, removed or of another agency', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const [foreign] = await projectsFor(db, ADMIN, false);
    const own = (await homesOf(db, project!.id)).slice(10, 20).map((h) => h.id);
    const [stranger] = await homesOf(db, foreign!.id);
    const before = await visibility([...own, stranger!.id]);
    const mixed = await group(JSON.stringify([...own, stranger!.id]), false);
    expect(mixed.statusCode).toBe(403);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await group(JSON.stringify([...own, 99_999_999]), false);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await db
      .update(properties)
      .set({ deleted_at: new Date() })
      .where(eq(properties.id, own.at(-1)!));
    const removed = await group(JSON.stringify(own), false);
    expect(removed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await visibility([...own, stranger!.id])).toEqual(before);
  });

  it('refuses malformed lists, too many ids and unknown unit types', async () => {
    for (const text of ['', 'uno,dos', '[1,"x"]', '[1,2', '{"a":1}', '1,,2', '0', '[-3]']) {
      const res = await group(text, true);
      expect(res.errors?.[0], text).toMatchObject({
        message: 'La lista de unidades no es válida.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const many = Array.from({ length: 5001 }, (_, i) => i + 1).join(',');
    expect((await group(many, true)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await group('1', true, 'casa')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('editVulnerableGroupedProperty and editSectorMedioGroupedProperty', () => {
  it('set their flag on homes and refuse other unit types', async () => {
    const db = t.database.db;
    const [project] = await projectsFor(db, ADMIN);
    const ids = (await homesOf(db, project!.id)).slice(0, 5).map((h) => h.id);
    const admin = await token(ADMIN);
    const vars = { properties: JSON.stringify(ids), flag: true, propertie_type: 'property' };
    const v = await executeOperation(t.app, EditVulnerableGroupedPropertyDocument, vars, admin);
    expect(v.errors).toBeUndefined();
    const s = await executeOperation(t.app, EditSectorMedioGroupedPropertyDocument, vars, admin);
    expect(s.errors).toBeUndefined();
    const rows = await db
      .select({ v: properties.vulnerable, s: properties.sectores_medios })
      .from(properties)
      .where(inArray(properties.id, ids));
    expect(rows.every((row) => row.v && row.s)).toBe(true);
    const wrong = await executeOperation(
      t.app,
      EditVulnerableGroupedPropertyDocument,
      { ...vars, propertie_type: 'warehouse' },
      admin,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Esta acción solo se aplica a propiedades.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
