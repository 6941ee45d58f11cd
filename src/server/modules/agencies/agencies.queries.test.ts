import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AgenciesDocument,
  AgencyDocument,
  AgencyOptionsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { projects, realStateAgencies } from '../../db/schema';
import { agenciesOf, agencyNamed, tokens } from './agencies.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;

// The demo's five agencies (orden 1..5) plus twelve more: two sharing orden 6 (name decides) and
// a hidden one, so the list has two pages and the options list has something to leave out.
const EXTRA = [
  { name: 'Inmobiliaria Ñuble', orden: 6 },
  { name: 'Inmobiliaria Aconcagua', orden: 6 },
  { name: 'Inmobiliaria Oculta del Maule', orden: 7, visible: false },
  ...['Biobío', 'Calafquén', 'Chiloé', 'Elqui', 'Huasco', 'Itata', 'Limarí', 'Loa', 'Maipo'].map(
    (place, i) => ({ name: `Inmobiliaria ${place}`, orden: 8 + i }),
  ),
];

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  await t.database.db.insert(realStateAgencies).values(EXTRA);
});
afterAll(() => t.close());

const agencies = async (page: number, email = 'admin@demo.cl', sort?: string) =>
  executeOperation(t.app, AgenciesDocument, { page, sort }, await token(email));

describe('realstateagencies', () => {
  it('pages agencies by orden then name, hidden ones included', async () => {
    const first = await agencies(1);
    expect(first.errors).toBeUndefined();
    const page = first.data?.realstateagencies;
    expect(page).toMatchObject({
      total: 17,
      per_page: 15,
      current_page: 1,
      from: 1,
      to: 15,
      last_page: 2,
      has_more_pages: true,
    });
    const names = page?.data.map((a) => a.name) ?? [];
    expect(names.slice(0, 8)).toEqual([
      'Inmobiliaria Los Andes',
      'Pacífico Sur',
      'Cordillera Verde',
      'Araucaria',
      'Valle Central',
      'Inmobiliaria Aconcagua',
      'Inmobiliaria Ñuble',
      'Inmobiliaria Oculta del Maule',
    ]);
    expect(page?.data[7]?.visible).toBe(false);
    expect(page?.data[0]).toMatchObject({
      official_name: 'Inmobiliaria Los Andes SpA',
      email: 'contacto@losandes.cl',
      url_site: 'https://www.losandes.cl',
      important: true,
      orden: 1,
      medias: [],
      plansrestrictions: { quantity: 6 },
    });
    expect(page?.data[0]?.projects.length).toBeGreaterThan(0);

    const second = (await agencies(2)).data?.realstateagencies;
    expect(second).toMatchObject({ from: 16, to: 17, has_more_pages: false, current_page: 2 });
    expect(second?.data.map((a) => a.name)).toEqual(['Inmobiliaria Loa', 'Inmobiliaria Maipo']);
    const past = (await agencies(9)).data?.realstateagencies;
    expect(past).toMatchObject({ data: [], total: 17, from: null, to: null, last_page: 2 });
  });

  it('with an id returns that agency and its live projects, or NOT_FOUND', async () => {
    const andes = await agencyNamed(t.database.db, 'Inmobiliaria Los Andes');
    const live = await t.database.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.real_state_agency_id, andes.id));
    const [removed, ...kept] = live;
    await t.database.db
      .update(projects)
      .set({ deleted_at: new Date() })
      .where(inArray(projects.id, removed ? [removed.id] : []));

    const admin = await token('admin@demo.cl');
    const one = await executeOperation(t.app, AgencyDocument, { id: String(andes.id) }, admin);
    expect(one.errors).toBeUndefined();
    const data = one.data?.realstateagencies.data ?? [];
    expect(data.map((a) => a.id)).toEqual([String(andes.id)]);
    expect(data[0]?.projects.map((p) => p.name).sort()).toEqual(kept.map((p) => p.name).sort());

    for (const id of ['999999', 'abc', '-1']) {
      const missing = await executeOperation(t.app, AgencyDocument, { id }, admin);
      expect(missing.errors?.[0]).toMatchObject({
        message: 'La inmobiliaria no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('is refused to every role but Admin', async () => {
    for (const email of ['superadmin@demo.cl', 'realstateadmin@demo.cl']) {
      const res = await agencies(1, email);
      expect(res.statusCode).toBe(403);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('costs the same few queries for a full page as for one agency (no N+1)', async () => {
    const spy = vi.spyOn(t.database.db._.session, 'prepareQuery');
    const admin = await token('admin@demo.cl');
    spy.mockClear();
    const full = await executeOperation(t.app, AgenciesDocument, { page: 1 }, admin);
    const fullQueries = spy.mock.calls.length;
    spy.mockClear();
    const andes = await agencyNamed(t.database.db, 'Inmobiliaria Los Andes');
    await executeOperation(t.app, AgencyDocument, { id: String(andes.id) }, admin);
    const oneQueries = spy.mock.calls.length;
    spy.mockRestore();
    expect(full.data?.realstateagencies.data).toHaveLength(15);
    // Authentication, then page + total (one agency: one lookup), then one projects query.
    expect(fullQueries).toBeLessThanOrEqual(oneQueries + 1);
    expect(fullQueries).toBeLessThanOrEqual(6);
  });
});

describe('realstateagencies sorted (issue 33)', () => {
  it('sorts by orden both ways over two pages, ties by id, and refuses an unknown field', async () => {
    const rows = async (sort: string) => {
      const pages = [];
      for (const page of [1, 2])
        pages.push(...(await agencies(page, 'admin@demo.cl', sort)).data!.realstateagencies.data);
      return pages.map((a) => ({ id: Number(a.id), orden: a.orden }));
    };
    const up = await rows('orden');
    expect(new Set(up.map((a) => a.id)).size).toBe(up.length);
    expect(up).toEqual([...up].sort((a, b) => a.orden - b.orden || a.id - b.id));
    expect(await rows('-orden')).toEqual([...up].reverse());
    const unknown = await agencies(1, 'admin@demo.cl', 'orden desc');
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('realstateagenciesnopagination', () => {
  const options = async (email: string) =>
    (await executeOperation(t.app, AgencyOptionsDocument, {}, await token(email))).data
      ?.realstateagenciesnopagination ?? [];

  it('lists every visible agency by name for platform roles', async () => {
    for (const email of ['admin@demo.cl', 'superadmin@demo.cl', 'preapprovaluser@demo.cl']) {
      const names = (await options(email)).map((a) => a.name);
      expect(names).toHaveLength(16);
      expect(names).not.toContain('Inmobiliaria Oculta del Maule');
      expect(names.slice(0, 3)).toEqual([
        'Araucaria',
        'Cordillera Verde',
        'Inmobiliaria Aconcagua',
      ]);
    }
  });

  it('gives agency-scoped roles only their own agencies', async () => {
    for (const email of [
      'realstatevendor@demo.cl',
      'vendedor2@demo.cl',
      'realstateadmin@demo.cl',
    ]) {
      const own = (await agenciesOf(t.database.db, email)).map(String).sort();
      expect(own.length).toBeGreaterThan(0);
      expect((await options(email)).map((a) => a.id).sort()).toEqual(own);
    }
    const [mine] = await agenciesOf(t.database.db, 'vendedor2@demo.cl');
    const [theirs] = await agenciesOf(t.database.db, 'realstatevendor@demo.cl');
    expect(mine).not.toBe(theirs);
  });

  it('needs a session', async () => {
    const res = await executeOperation(t.app, AgencyOptionsDocument, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
