import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectDocument, ProjectsDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { projects } from '../../db/schema';
import { projectScope } from './projects.scope.service';
import { agenciesOf, insertProject, liveProjectIds, tokens, firstOf } from './projects.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
let agencyOne: number;
let agencyTwo: number;
let removedId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  agencyOne = firstOf(await agenciesOf(t.database.db, 'realstateadmin@demo.cl'));
  agencyTwo = firstOf(await agenciesOf(t.database.db, 'vendedor2@demo.cl'));
  // Twelve demo projects plus five: two pages for Admin, two sharing orden 0 (name decides).
  const db = t.database.db;
  await insertProject(db, agencyOne, { name: 'Condominio Los Peumos', orden: 0 });
  await insertProject(db, agencyOne, { name: 'Condominio Alto Lircay', orden: 0 });
  await insertProject(db, agencyTwo, { name: 'Edificio Puerto Varas', orden: 40 });
  await insertProject(db, agencyTwo, { name: 'Villa Las Araucarias', orden: 41 });
  const removed = await insertProject(db, agencyOne, { name: 'Proyecto Retirado', orden: 0 });
  await db.update(projects).set({ deleted_at: new Date() }).where(eq(projects.id, removed.id));
  removedId = removed.id;
});
afterAll(() => t.close());

const list = async (email: string, variables: Parameters<typeof listVars>[0] = {}) =>
  executeOperation(t.app, ProjectsDocument, listVars(variables), await token(email));
const listVars = (v: {
  page?: number;
  real_state_agency?: string;
  project_id?: string[];
  sort?: string;
}) => v;
const idsOf = (result: Awaited<ReturnType<typeof list>>) =>
  result.data?.projects.data.map((p) => Number(p.id)) ?? [];

describe('projects (the /projects list)', () => {
  it('pages 15 live projects by orden then name, removed ones never shown', async () => {
    const first = await list('admin@demo.cl', { page: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.projects).toMatchObject({
      total: 16,
      per_page: 15,
      current_page: 1,
      from: 1,
      to: 15,
      last_page: 2,
      has_more_pages: true,
    });
    const names = first.data?.projects.data.map((p) => p.name) ?? [];
    expect(names.slice(0, 2)).toEqual(['Condominio Alto Lircay', 'Condominio Los Peumos']);
    const second = await list('admin@demo.cl', { page: 2 });
    expect(second.data?.projects).toMatchObject({ from: 16, to: 16, has_more_pages: false });
    const all = [...idsOf(first), ...idsOf(second)].sort((a, b) => a - b);
    expect(all).toEqual(await liveProjectIds(t.database.db));
    expect(all).not.toContain(removedId);
    const ordens = [
      ...(first.data?.projects.data ?? []),
      ...(second.data?.projects.data ?? []),
    ].map((p) => p.orden);
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
  });

  it('filters by agency ("" = all) and by project ids', async () => {
    const byAgency = await list('admin@demo.cl', { real_state_agency: String(agencyTwo) });
    expect(idsOf(byAgency).sort((a, b) => a - b)).toEqual(
      await liveProjectIds(t.database.db, [agencyTwo]),
    );
    expect((await list('admin@demo.cl', { real_state_agency: '' })).data?.projects.total).toBe(16);
    const some = (await liveProjectIds(t.database.db, [agencyOne])).slice(0, 3);
    const picked = await list('admin@demo.cl', { project_id: some.map(String) });
    expect(idsOf(picked).sort((a, b) => a - b)).toEqual(some);
    const junk = await list('admin@demo.cl', { real_state_agency: 'abc' });
    expect(junk.data?.projects).toMatchObject({ total: 0, data: [], from: null, last_page: 1 });
  });

  it("scopes agency roles to their agency's projects through projectScope", async () => {
    const spy = vi.spyOn(projectScope, 'condition');
    const mine = await list('realstateadmin@demo.cl');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(idsOf(mine).sort((a, b) => a - b)).toEqual(
      await liveProjectIds(t.database.db, [agencyOne]),
    );
    const vendor = await list('vendedor2@demo.cl');
    expect(idsOf(vendor).sort((a, b) => a - b)).toEqual(
      await liveProjectIds(t.database.db, [agencyTwo]),
    );
    // Another agency named as the filter gives nothing of it.
    const crossed = await list('realstateadmin@demo.cl', { real_state_agency: String(agencyTwo) });
    expect(crossed.data?.projects.total).toBe(0);
  });
});

describe('projects sorted (issue 33)', () => {
  it('sorts by price both ways, ties by id, and refuses an unknown field', async () => {
    const rows = async (sort: string) => {
      const pages = [];
      for (const page of [1, 2])
        pages.push(...(await list('admin@demo.cl', { page, sort })).data!.projects.data);
      return pages.map((p) => ({ id: Number(p.id), price: p.price_from }));
    };
    const up = await rows('price_from');
    expect(up).toHaveLength(16);
    expect(up).toEqual([...up].sort((a, b) => a.price - b.price || a.id - b.id));
    expect(await rows('-price_from')).toEqual([...up].reverse());
    const unknown = await list('admin@demo.cl', { sort: 'precio' });
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('projects(project_id: [id]) (the editor opening one project)', () => {
  const open = async (email: string, id: number | string) =>
    executeOperation(t.app, ProjectDocument, { id: String(id) }, await token(email));

  it("answers FORBIDDEN for another agency's project and NOT_FOUND for a removed one", async () => {
    const foreign = firstOf(await liveProjectIds(t.database.db, [agencyTwo]));
    const refused = await open('realstateadmin@demo.cl', foreign);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('No tienes acceso a este proyecto.');
    expect(refused.data?.projects ?? null).toBeNull();
    const gone = await open('admin@demo.cl', removedId);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(gone.errors?.[0]?.message).toBe('El proyecto no existe.');
    expect((await open('admin@demo.cl', 'abc')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('returns the one project to its own agency', async () => {
    const own = firstOf(await liveProjectIds(t.database.db, [agencyOne]));
    const result = await open('realstateadmin@demo.cl', own);
    expect(result.errors).toBeUndefined();
    expect(result.data?.projects.data.map((p) => Number(p.id))).toEqual([own]);
  });
});
