import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EditUserProfileDocument, MeDocument } from '../../../../graphql/generated/client/graphql';
import { PASSWORD, insertAgencyWithProject, insertUser } from '../../auth/auth.fixtures';
import { verifyPassword } from '../../auth/passwords';
import { authenticateBearer, issueTokens } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { freshDatabase } from '../../../../tests/harness/test-database';
import {
  audits,
  permissions,
  projectUsers,
  realStateAgencyUsers,
  roleHasPermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { topics, type EventBus } from '../../realtime/bus';
import { newBus, run, serverConfig, signedInContext, signedInSession } from './profile.fixtures';

let database: Database;
let bus: EventBus;

beforeAll(async () => {
  database = await freshDatabase();
  bus = newBus(database);
});
afterAll(async () => {
  await database.close();
});

async function userRow(id: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user missing');
  return row;
}

describe('Query.me', () => {
  it("returns the viewer's profile with roles, permissions and links", async () => {
    const db = database.db;
    const userId = await insertUser(db, {
      email: 'ana.morales@inmobiliaria.cl',
      name: 'Ana',
      last_name: 'Morales Pizarro',
    });
    const [role] = await db.insert(roles).values({ name: 'RealstateAdmin' }).returning();
    const [perm] = await db.insert(permissions).values({ name: 'show-projects' }).returning();
    const { agency, project } = await insertAgencyWithProject(
      db,
      'Inmobiliaria Los Andes',
      'Mirador del Valle',
    );
    if (!role || !perm) throw new Error('seed failed');
    await db.insert(userRoles).values({ user_id: userId, role_id: role.id, position: 0 });
    await db.insert(roleHasPermissions).values({ role_id: role.id, permission_id: perm.id });
    await db
      .insert(realStateAgencyUsers)
      .values({ user_id: userId, real_state_agency_id: agency.id });
    await db.insert(projectUsers).values({ user_id: userId, project_id: project.id });

    const result = await run(MeDocument, {}, await signedInContext(database, bus, userId));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      me: {
        id: String(userId),
        name: 'Ana',
        last_name: 'Morales Pizarro',
        email: 'ana.morales@inmobiliaria.cl',
        status: true,
        roles: [{ name: 'RealstateAdmin' }],
        permissions: [{ name: 'show-projects' }],
        realstateagencyuser: [
          {
            id: expect.any(String),
            real_state_agency_id: String(agency.id),
            name: 'Inmobiliaria Los Andes',
          },
        ],
        projectuser: [{ id: expect.any(String), project_id: String(project.id) }],
      },
    });
  });

  it('answers UNAUTHENTICATED without a viewer', async () => {
    const userId = await insertUser(database.db, { email: 'hector.silva@inmobiliaria.cl' });
    const ctx = { ...(await signedInContext(database, bus, userId)), viewer: null };
    const result = await run(MeDocument, {}, ctx);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.editUserProfile', () => {
  it('updates names and password in one audited change, without the password, and ends other sessions', async () => {
    const userId = await insertUser(database.db, {
      email: 'luis.tapia@inmobiliaria.cl',
      name: 'Luis',
      last_name: 'Tapia',
    });
    const other = await issueTokens(database.db, serverConfig, userId);
    const { ctx, authorization } = await signedInSession(database, bus, userId);
    const revokedSpy = vi.spyOn(bus, 'sessionRevoked');
    const publishSpy = vi.spyOn(bus, 'publish');
    const before = await userRow(userId);

    const result = await run(
      EditUserProfileDocument,
      { name: ' Luis Alberto ', last_name: 'Tapia', password: 'NuevaClave2025' },
      ctx,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      editUserProfile: { name: 'Luis Alberto', last_name: 'Tapia' },
    });

    const after = await userRow(userId);
    expect((await verifyPassword(after.password, 'NuevaClave2025')).ok).toBe(true);
    expect(after.password).not.toBe(before.password);

    const rows = await database.db
      .select()
      .from(audits)
      .where(eq(audits.auditable_id, String(userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: userId,
      event: 'updated',
      auditable_type: 'User',
      old_values: { name: 'Luis' },
      new_values: { name: 'Luis Alberto', password_changed: true },
      ip_address: '190.160.10.20',
    });
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('NuevaClave2025');
    expect(stored).not.toContain('$argon2');
    expect(Object.keys(rows[0]?.new_values ?? {})).not.toContain('password');

    // The other device is signed out at once; the session that made the change stays.
    expect(
      await authenticateBearer(database.db, serverConfig, `Bearer ${other.access_token}`),
    ).toBeNull();
    expect(await authenticateBearer(database.db, serverConfig, authorization)).not.toBeNull();
    expect(revokedSpy).toHaveBeenCalledTimes(1);
    expect(revokedSpy).not.toHaveBeenCalledWith(ctx.viewer?.familyId);
    expect(publishSpy).toHaveBeenCalledWith(topics.record, {
      type: 'user',
      action: 'updated',
      id: String(userId),
      project_id: null,
      agency_id: null,
    });
    revokedSpy.mockRestore();
    publishSpy.mockRestore();
  });

  it('keeps the password when it is blank and audits only the changed field', async () => {
    const userId = await insertUser(database.db, {
      email: 'rosa.carrasco@inmobiliaria.cl',
      name: 'Rosa',
      last_name: 'Carrasco',
    });
    const before = await userRow(userId);
    const ctx = await signedInContext(database, bus, userId);
    const result = await run(
      EditUserProfileDocument,
      { name: 'Rosa', last_name: 'Carrasco Vega', password: '' },
      ctx,
    );
    expect(result.errors).toBeUndefined();
    expect((await userRow(userId)).password).toBe(before.password);
    expect((await verifyPassword(before.password, PASSWORD)).ok).toBe(true);
    const rows = await database.db
      .select()
      .from(audits)
      .where(eq(audits.auditable_id, String(userId)));
    expect(rows.map((r) => [r.old_values, r.new_values])).toEqual([
      [{ last_name: 'Carrasco' }, { last_name: 'Carrasco Vega' }],
    ]);
  });

  it.each([
    [{ name: '  ', last_name: 'Soto' }, 'name', 'El nombre es obligatorio.'],
    [{ name: 'Marta', last_name: '' }, 'last_name', 'El apellido es obligatorio.'],
    [
      { name: 'Marta', last_name: 'Soto', password: 'corta1' },
      'password',
      'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    ],
  ])('refuses %o with BAD_USER_INPUT and changes nothing', async (variables, field, message) => {
    const email = `marta.${field}@inmobiliaria.cl`;
    const userId = await insertUser(database.db, { email, name: 'Marta', last_name: 'Soto' });
    const before = await userRow(userId);
    const auditCount = (await database.db.select().from(audits)).length;

    const result = await run(
      EditUserProfileDocument,
      variables,
      await signedInContext(database, bus, userId),
    );
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await userRow(userId)).toEqual(before);
    expect(await database.db.select().from(audits)).toHaveLength(auditCount);
  });
});
