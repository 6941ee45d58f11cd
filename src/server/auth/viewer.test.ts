import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import {
  permissions,
  projectUsers,
  realStateAgencyUsers,
  roleHasPermissions,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../db/schema';
import {
  buildAuthApp,
  insertAgencyWithProject,
  insertUser,
  login,
  probe,
  testConfig,
} from './auth.fixtures';
import { authenticateBearer } from './tokens';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildAuthApp(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function seedAccess(userId: number) {
  const db = database.db;
  const [vendor, user] = await db
    .insert(roles)
    .values([{ name: 'RealstateVendor' }, { name: 'RealstateUser' }])
    .returning({ id: roles.id });
  const perms = await db
    .insert(permissions)
    .values([
      { name: 'show-projects' },
      { name: 'show-quotations' },
      { name: 'show-users' },
      { name: 'news' },
    ])
    .returning({ id: permissions.id });
  if (!vendor || !user || perms.length !== 4) throw new Error('seed failed');
  // The role listed second in the table comes first by position: position decides, not order.
  await db.insert(userRoles).values([
    { user_id: userId, role_id: user.id, position: 1 },
    { user_id: userId, role_id: vendor.id, position: 0 },
  ]);
  await db.insert(roleHasPermissions).values([
    { role_id: vendor.id, permission_id: perms[0]?.id ?? 0 },
    { role_id: vendor.id, permission_id: perms[1]?.id ?? 0 },
    // A second role's permissions do not count: only the effective role's do.
    { role_id: user.id, permission_id: perms[3]?.id ?? 0 },
  ]);
  await db.insert(userPermissions).values({ user_id: userId, permission_id: perms[2]?.id ?? 0 });
  const north = await insertAgencyWithProject(db, 'Inmobiliaria Norte Grande', 'Altos de Iquique');
  const south = await insertAgencyWithProject(db, 'Inmobiliaria Sur', 'Parque Valdivia');
  await db.insert(realStateAgencyUsers).values([
    { user_id: userId, real_state_agency_id: south.agency.id },
    { user_id: userId, real_state_agency_id: north.agency.id },
  ]);
  await db.insert(projectUsers).values({ user_id: userId, project_id: south.project.id });
  return { agencyIds: [north.agency.id, south.agency.id], projectIds: [south.project.id] };
}

describe('authenticateBearer', () => {
  it('builds the viewer: first role by position, its and direct permissions, links', async () => {
    const userId = await insertUser(database.db, {
      email: 'rodrigo.castillo@inmobiliaria.cl',
      name: 'Rodrigo',
      last_name: 'Castillo Muñoz',
    });
    const links = await seedAccess(userId);
    const tokens = await login(app, 'rodrigo.castillo@inmobiliaria.cl');
    const viewer = await authenticateBearer(
      database.db,
      testConfig,
      `Bearer ${tokens.access_token}`,
    );
    expect(viewer).toMatchObject({
      id: userId,
      name: 'Rodrigo',
      last_name: 'Castillo Muñoz',
      email: 'rodrigo.castillo@inmobiliaria.cl',
      status: true,
      role: 'RealstateVendor',
      roles: ['RealstateVendor', 'RealstateUser'],
      permissions: ['show-projects', 'show-quotations', 'show-users'],
      agencyIds: links.agencyIds,
      projectIds: links.projectIds,
    });
    expect(viewer?.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(viewer?.familyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a user without roles a null role and empty lists', async () => {
    await insertUser(database.db, { email: 'carla.nunez@inmobiliaria.cl' });
    const tokens = await login(app, 'carla.nunez@inmobiliaria.cl');
    const viewer = await authenticateBearer(
      database.db,
      testConfig,
      `Bearer ${tokens.access_token}`,
    );
    expect(viewer).toMatchObject({
      role: null,
      roles: [],
      permissions: [],
      agencyIds: [],
      projectIds: [],
    });
  });

  it('refuses the token of a user deactivated after login, and malformed headers', async () => {
    const userId = await insertUser(database.db, { email: 'pedro.herrera@inmobiliaria.cl' });
    const tokens = await login(app, 'pedro.herrera@inmobiliaria.cl');
    expect((await probe(app, tokens.access_token)).statusCode).toBe(200);
    await database.db.update(users).set({ status: false }).where(eq(users.id, userId));
    expect((await probe(app, tokens.access_token)).statusCode).toBe(401);
    expect(await authenticateBearer(database.db, testConfig, tokens.access_token)).toBeNull();
    expect(await authenticateBearer(database.db, testConfig, undefined)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    await insertUser(database.db, { email: 'elena.vargas@inmobiliaria.cl' });
    const tokens = await login(app, 'elena.vargas@inmobiliaria.cl');
    const other = { ...testConfig, jwtSecret: 'otra-clave-jwt-distinta-de-la-del-servidor' };
    expect(
      await authenticateBearer(database.db, other, `Bearer ${tokens.access_token}`),
    ).toBeNull();
  });
});
