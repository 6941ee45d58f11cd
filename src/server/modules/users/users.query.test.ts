import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserDocument, UsersDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation } from '../../../../tests/harness/test-app';
import {
  projectUsers,
  realStateAgencyUsers,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema';
import { findPermissionIds } from '../access/access.repository';
import { findRoleByName } from './users.write.repository';
import {
  agencyOf,
  projectsOfAgency,
  startTestApp,
  tokenCache,
  userIdOf,
  type TestApp,
} from './users.fixtures';

let t: TestApp;
const token = tokenCache(() => t);

const PEOPLE = [
  ['José', 'Ñúñez Araya'],
  ['María José', 'Cárdenas Toro'],
  ['Ignacio', 'Bustos Leiva'],
  ['Valentina', 'Orellana Paz'],
  ['Benjamín', 'Quiroz Maturana'],
] as const;

beforeAll(async () => {
  t = await startTestApp('demo');
  // 20 more users (4 × 5 names), no agency: 29 with the demo's 9.
  await t.database.db.insert(users).values(
    Array.from({ length: 20 }, (_, i) => {
      const [name, last_name] = PEOPLE[i % PEOPLE.length]!;
      return { name, last_name, email: `persona${i}@constructora-sur.cl`, password: 'x' };
    }),
  );
});
afterAll(() => t.close());

const users$ = async (
  variables: { page?: number; search?: string; sort?: string },
  email = 'admin@demo.cl',
) => executeOperation(t.app, UsersDocument, variables, await token(email));

describe('users (list)', () => {
  it('pages users newest first with the paginator fields of pagination.graphql', async () => {
    const first = await users$({ page: 1 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.users;
    expect(page).toMatchObject({
      total: 29,
      per_page: 15,
      current_page: 1,
      from: 1,
      to: 15,
      last_page: 2,
      has_more_pages: true,
    });
    const ids = page.data.map((user) => Number(user.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.data[0]?.email).toBe('persona19@constructora-sur.cl');

    const second = (await users$({ page: 2 })).data!.users;
    expect(second).toMatchObject({ from: 16, to: 29, current_page: 2, has_more_pages: false });
    expect(second.data).toHaveLength(14);
    expect(second.data.at(-1)?.email).toBe('admin@demo.cl');

    const past = (await users$({ page: 3 })).data!.users;
    expect(past).toMatchObject({ data: [], from: null, to: null, current_page: 3, last_page: 2 });
  });

  it('pages search results the same way, past the end included', async () => {
    const second = (await users$({ page: 2, search: 'constructora-sur' })).data!.users;
    expect(second).toMatchObject({ total: 20, from: 16, to: 20, last_page: 2 });
    expect(second.data.map((user) => user.email)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `persona${i}@constructora-sur.cl`),
    );
    const past = (await users$({ page: 5, search: 'constructora-sur' })).data!.users;
    expect(past).toMatchObject({ total: 20, data: [], from: null, to: null, current_page: 5 });
  });

  it('shows role, status and agency with its name on every row', async () => {
    const page = (await users$({ search: 'vendedor2@demo.cl' })).data!.users;
    expect(page.data).toEqual([
      expect.objectContaining({
        email: 'vendedor2@demo.cl',
        status: true,
        roles: [expect.objectContaining({ name: 'RealstateVendor' })],
        realstateagencyuser: [expect.objectContaining({ name: expect.stringMatching(/\S/) })],
      }),
    ]);
    const inactive = (await users$({ search: 'inactivo@' })).data!.users.data[0];
    expect(inactive?.status).toBe(false);
  });

  it.each([
    // The demo's Pía Herrera Núñez too.
    ['NUNEZ', 5],
    ['ñúñez', 5],
    ['jose nunez', 4],
    ['CÁRDENAS', 4],
    ['maria jose', 4],
    ['constructora-sur', 20],
    ['%', 0],
    ['_', 0],
    ['@demo.cl', 9],
    ['@demoxcl', 0],
    ['(', 0],
    ['[a', 0],
    ['\\', 0],
    ['', 29],
  ])('searches %j in name, last name and email, ignoring accents and case', async (search, n) => {
    const page = (await users$({ search })).data!.users;
    expect(page.total).toBe(n);
  });

  it('shows an agency-scoped viewer only the users of its agencies', async () => {
    const agencyId = await agencyOf(t.database.db, 'realstateadmin@demo.cl');
    const page = (await users$({}, 'realstateadmin@demo.cl')).data!.users;
    expect(page.total).toBeGreaterThan(0);
    const emails = page.data.map((user) => user.email);
    expect(emails).toContain('realstatevendor@demo.cl');
    expect(emails).not.toContain('vendedor2@demo.cl');
    expect(emails).not.toContain('admin@demo.cl');
    for (const user of page.data) {
      expect(user.realstateagencyuser.map((l) => Number(l.real_state_agency_id))).toContain(
        agencyId,
      );
    }
    expect(
      (await users$({ search: 'vendedor2' }, 'realstateadmin@demo.cl')).data!.users.total,
    ).toBe(0);
  });

  it('sorts by the asked field both ways (issue 33), ties by id, pages disjoint', async () => {
    const search = 'constructora-sur';
    const read = async (sort: string, email?: string) => {
      const rows = [];
      for (const page of [1, 2]) {
        const res = await users$({ page, search, sort }, email);
        expect(res.errors).toBeUndefined();
        rows.push(...res.data!.users.data);
      }
      return rows.map((user) => `${user.name}|${user.id.padStart(6, '0')}`);
    };
    // Five first names, four users each: ties broken by id, the 20 spread over two pages.
    const up = await read('name');
    expect(new Set(up).size).toBe(20);
    expect(up).toEqual([...up].sort());
    const down = await read('-name');
    expect(down).toEqual([...up].reverse());
    const scoped = await users$({ sort: '-email' }, 'realstateadmin@demo.cl');
    const emails = scoped.data!.users.data.map((user) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(emails).not.toContain('vendedor2@demo.cl');
    const unknown = await users$({ sort: 'nombre' });
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por «nombre»/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('costs the same few queries for a full page as for one row (no N+1)', async () => {
    const session = t.database.db._.session;
    const spy = vi.spyOn(session, 'prepareQuery');
    const adminToken = await token('admin@demo.cl');
    const countFor = async (search: string) => {
      spy.mockClear();
      const result = await executeOperation(t.app, UsersDocument, { search }, adminToken);
      expect(result.errors).toBeUndefined();
      return { queries: spy.mock.calls.length, rows: result.data!.users.data.length };
    };
    await countFor('.cl'); // the token's viewer is read once, then kept (docs/decisions/0035)
    const full = await countFor('.cl');
    const one = await countFor('vendedor2');
    const unfiltered = await countFor('');
    spy.mockRestore();
    expect(full.rows).toBe(15);
    expect(one.rows).toBe(1);
    expect(full.queries).toBe(one.queries);
    // One query for a filtered page, count and page for the unfiltered.
    expect(full.queries).toBeGreaterThanOrEqual(1);
    expect(full.queries).toBeLessThanOrEqual(3);
    expect(unfiltered).toEqual({ rows: 15, queries: full.queries + 1 });
  });
});

describe('users(id) (the edit page)', () => {
  it('returns one user with direct permissions, links and linked projects', async () => {
    const db = t.database.db;
    const agencyId = await agencyOf(db, 'realstateadmin@demo.cl');
    const [projectA, projectB] = await projectsOfAgency(db, agencyId);
    const id = await userIdOf(db, 'persona3@constructora-sur.cl');
    const role = await findRoleByName(db, 'RealstateUser');
    const [grant] = await findPermissionIds(db, ['show-contacts']);
    await db.insert(userRoles).values({ user_id: id, role_id: role!.id, position: 0 });
    await db.insert(userPermissions).values({ user_id: id, permission_id: grant!.id });
    await db.insert(realStateAgencyUsers).values({ user_id: id, real_state_agency_id: agencyId });
    await db.insert(projectUsers).values([
      { user_id: id, project_id: projectA! },
      { user_id: id, project_id: projectB! },
    ]);

    const result = await executeOperation(
      t.app,
      UserDocument,
      { id: String(id) },
      await token('realstateadmin@demo.cl'),
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.users;
    expect(page.data).toHaveLength(1);
    const user = page.data[0]!;
    expect(user).toMatchObject({
      id: String(id),
      name: 'Valentina',
      roles: [{ name: 'RealstateUser' }],
      permissions: [{ name: 'show-contacts' }],
      realstateagencyuser: [{ real_state_agency_id: String(agencyId) }],
    });
    expect(user.projectuser.map((l) => Number(l.project_id)).sort()).toEqual(
      [projectA, projectB].sort(),
    );
    expect(user.projects.map((p) => Number(p.id)).sort()).toEqual([projectA, projectB].sort());
    expect(user.projects.every((p) => p.name.length > 0)).toBe(true);
  });

  it("is FORBIDDEN (HTTP 403) to an agency-scoped viewer for another agency's user", async () => {
    const other = await userIdOf(t.database.db, 'vendedor2@demo.cl');
    const result = await executeOperation(
      t.app,
      UserDocument,
      { id: String(other) },
      await token('realstateadmin@demo.cl'),
    );
    expect(result.statusCode).toBe(403);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data ?? null).toBeNull();
  });

  it.each(['999999', 'abc', '-1'])('is NOT_FOUND for id %s', async (id) => {
    const result = await executeOperation(
      t.app,
      UserDocument,
      { id },
      await token('admin@demo.cl'),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'El usuario no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lets Admin open any user', async () => {
    const other = await userIdOf(t.database.db, 'vendedor2@demo.cl');
    const result = await executeOperation(
      t.app,
      UserDocument,
      { id: String(other) },
      await token('admin@demo.cl'),
    );
    expect(result.data?.users.data.map((user) => user.email)).toEqual(['vendedor2@demo.cl']);
  });
});
