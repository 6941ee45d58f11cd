import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EditUserDocument, MeDocument } from '../../../../graphql/generated/client/graphql';
import { encodePermissionsText } from '../../../shared/permissions-text';
import { executeOperation, login } from '../../../../tests/harness/test-app';
import { users } from '../../db/schema';
import { EventBus } from '../../realtime/bus';
import {
  agencyOf,
  auditRows,
  failStatements,
  projectsOfAgency,
  startTestApp,
  tokenCache,
  userTableCounts,
  type TestApp,
} from './users.fixtures';

let t: TestApp;
const token = tokenCache(() => t);

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row;
}

/** editUser's variables for a demo user as the edit form would send them unchanged. */
async function formOf(email: string, role: string) {
  const row = await userRow(email);
  return {
    id: String(row.id),
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    status: row.status ? 1 : 0,
    role,
    permissions: '[]',
  };
}

const edit = async (
  variables: Awaited<ReturnType<typeof formOf>> & Record<string, unknown>,
  viewer = 'admin@demo.cl',
) => executeOperation(t.app, EditUserDocument, variables, await token(viewer));

describe('editUser', () => {
  it('replaces columns, role and direct permissions, with one audit row of what changed', async () => {
    const form = await formOf('realstateuser@demo.cl', 'RealstateUser');
    const before = await userRow('realstateuser@demo.cl');
    const result = await edit({
      ...form,
      name: 'Matías Andrés',
      role: 'RealstateVendor',
      permissions: '[|show-contacts|,|news|]',
      password: null,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.editUser).toMatchObject({
      name: 'Matías Andrés',
      roles: [{ name: 'RealstateVendor' }],
      permissions: [{ name: 'news' }, { name: 'show-contacts' }],
    });
    expect((await userRow('realstateuser@demo.cl')).password).toBe(before.password);

    const rows = await auditRows(t.database.db, 'User', form.id);
    expect(rows.map((row) => [row.event, row.old_values, row.new_values])).toEqual([
      [
        'updated',
        { name: 'Matías', role: 'RealstateUser', permissions: [] },
        { name: 'Matías Andrés', role: 'RealstateVendor', permissions: ['news', 'show-contacts'] },
      ],
    ]);

    // The grants are replaced, not added to.
    const again = await edit({
      ...form,
      role: 'RealstateVendor',
      name: 'Matías Andrés',
      permissions: encodePermissionsText(['see-news']),
    });
    expect(again.data?.editUser.permissions.map((p) => p.name)).toEqual(['see-news']);
  });

  it('replaces agency and project links when given (Admin)', async () => {
    const db = t.database.db;
    const form = await formOf('realstatevendor@demo.cl', 'RealstateVendor');
    const otherAgency = await agencyOf(db, 'vendedor2@demo.cl');
    const [project] = await projectsOfAgency(db, otherAgency);
    const result = await edit({
      ...form,
      real_state_agency_id: String(otherAgency),
      project_ids: [String(project)],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.editUser.realstateagencyuser.map((l) => l.real_state_agency_id)).toEqual([
      String(otherAgency),
    ]);
    expect(result.data?.editUser.projectuser.map((l) => l.project_id)).toEqual([String(project)]);
  });

  it("a new password signs out the user's sessions and is audited only as changed", async () => {
    const session = await login(t.app, 'newsuser@demo.cl');
    const revoked = vi.spyOn(EventBus.prototype, 'sessionRevoked');
    const form = await formOf('newsuser@demo.cl', 'NewsUser');
    const result = await edit({ ...form, password: 'NuevaClave2025' });
    expect(result.errors).toBeUndefined();
    expect((await executeOperation(t.app, MeDocument, {}, session.access_token)).statusCode).toBe(
      401,
    );
    expect(revoked).toHaveBeenCalled();
    await login(t.app, 'newsuser@demo.cl', 'NuevaClave2025');
    const [row] = (await auditRows(t.database.db, 'User', form.id)).slice(-1);
    expect(row?.new_values).toEqual({ password_changed: true });
    expect(JSON.stringify(row)).not.toMatch(/argon2|NuevaClave2025/);
  });

  it('deactivating (status 0) signs the user out at once and closes its sockets', async () => {
    const session = await login(t.app, 'preapprovaluser@demo.cl');
    const revoked = vi.spyOn(EventBus.prototype, 'sessionRevoked');
    const form = await formOf('preapprovaluser@demo.cl', 'PreapprovalUser');
    const result = await edit({ ...form, status: 0 });
    expect(result.data?.editUser.status).toBe(false);
    expect((await executeOperation(t.app, MeDocument, {}, session.access_token)).statusCode).toBe(
      401,
    );
    expect(revoked).toHaveBeenCalledTimes(1);
    await expect(login(t.app, 'preapprovaluser@demo.cl')).rejects.toThrow();
  });

  it.each([
    [{ permissions: 'show-users' }, 'permissions', 'Los permisos no tienen un formato válido.'],
    [{ permissions: '{|a|:1}' }, 'permissions', 'Los permisos no tienen un formato válido.'],
    [{ permissions: '[|show-users|,|volar|]' }, 'permissions', 'No existen los permisos: volar.'],
    [{ status: 2 }, 'status', 'El estado debe ser 1 (activo) o 0 (inactivo).'],
    [{ role: 'Gerente' }, 'role', 'El rol no existe.'],
    [
      { password: 'corta' },
      'password',
      'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    ],
  ])('refuses %o with BAD_USER_INPUT and changes nothing', async (input, field, message) => {
    const form = await formOf('vendedor2@demo.cl', 'RealstateVendor');
    const before = await userTableCounts(t.database.db);
    const row = await userRow('vendedor2@demo.cl');
    const result = await edit({ ...form, name: 'Otro Nombre', ...input });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: message },
    });
    expect(await userTableCounts(t.database.db)).toEqual(before);
    expect(await userRow('vendedor2@demo.cl')).toEqual(row);
  });

  it('refuses an email that belongs to someone else (CONFLICT)', async () => {
    const form = await formOf('vendedor2@demo.cl', 'RealstateVendor');
    const result = await edit({ ...form, email: 'ADMIN@demo.cl' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'El correo ya está registrado.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses to deactivate yourself', async () => {
    const form = await formOf('admin@demo.cl', 'Admin');
    const result = await edit({ ...form, status: 0 });
    expect(result.errors?.[0]).toMatchObject({
      message: 'No puedes desactivar tu propio usuario.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('is NOT_FOUND for an unknown user', async () => {
    const form = await formOf('vendedor2@demo.cl', 'RealstateVendor');
    const result = await edit({ ...form, id: '999999' });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("keeps agency-scoped viewers to their agencies' users and agency roles", async () => {
    const foreign = await formOf('vendedor2@demo.cl', 'RealstateVendor');
    const other = await edit(foreign, 'realstateadmin@demo.cl');
    expect(other.statusCode).toBe(403);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const own = await formOf('inactivo@demo.cl', 'RealstateUser');
    const promote = await edit({ ...own, role: 'SuperAdmin' }, 'realstateadmin@demo.cl');
    expect(promote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await edit({ ...own, role: 'RealstateAdmin' }, 'realstateadmin@demo.cl');
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.editUser.roles.map((r) => r.name)).toEqual(['RealstateAdmin']);
  });

  it('rolls back every write when the audit row cannot be written', async () => {
    const form = await formOf('superadmin@demo.cl', 'SuperAdmin');
    const counts = await userTableCounts(t.database.db);
    const row = await userRow('superadmin@demo.cl');
    const restore = failStatements(t.database.db, /^insert into "audits"/);
    const result = await edit({
      ...form,
      name: 'Sebastián Ignacio',
      role: 'NewsUser',
      permissions: '[|news|]',
      password: 'OtraClave2025',
    });
    restore();
    expect(result.errors?.[0]?.message).toBe('Ocurrió un error inesperado. Intenta nuevamente.');
    expect(await userRow('superadmin@demo.cl')).toEqual(row);
    expect(await userTableCounts(t.database.db)).toEqual(counts);
    const me = await executeOperation(
      t.app,
      MeDocument,
      {},
      (await login(t.app, 'superadmin@demo.cl')).access_token,
    );
    expect(me.data?.me).toMatchObject({ name: 'Sebastián', roles: [{ name: 'SuperAdmin' }] });
  });
});
