import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreatePermissionDocument,
  DeletePermissionDocument,
  EditPermissionDocument,
  PermissionAuditsDocument,
  PermissionsDocument,
} from '../../../../graphql/generated/client/graphql';
import { MENU_PERMISSIONS } from '../../../shared/access';
import { executeOperation } from '../../../../tests/harness/test-app';
import { roleHasPermissions, userPermissions } from '../../db/schema';
import { findRoleByName } from '../users/users.write.repository';
import {
  auditRows,
  startTestApp,
  tokenCache,
  userIdOf,
  userTableCounts,
  type TestApp,
} from '../users/users.fixtures';

let t: TestApp;
const token = tokenCache(() => t);
let admin: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = await token('admin@demo.cl');
});
afterAll(() => t.close());

const run = executeOperation;

describe('permissions', () => {
  it('lists every permission by name, for the user forms of every manager', async () => {
    const result = await run(
      t.app,
      PermissionsDocument,
      {},
      await token('realstatevendor@demo.cl'),
    );
    const names = result.data!.permissions.map((p) => p.name);
    expect(names).toEqual([...MENU_PERMISSIONS].sort());
    expect(result.data!.permissions[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('creates, renames and deletes a permission, one audit row each', async () => {
    const created = await run(
      t.app,
      CreatePermissionDocument,
      { name: ' exportar-usuarios ' },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createPermission.id;
    expect(created.data!.createPermission.name).toBe('exportar-usuarios');

    const renamed = await run(
      t.app,
      EditPermissionDocument,
      { id, name: 'exportar-planillas' },
      admin,
    );
    expect(renamed.data?.editPermission.name).toBe('exportar-planillas');

    // Granted to a role and a user: deleting takes both grants away.
    const db = t.database.db;
    const role = await findRoleByName(db, 'RealstateAdmin');
    await db.insert(roleHasPermissions).values({ role_id: role!.id, permission_id: Number(id) });
    const userId = await userIdOf(db, 'vendedor2@demo.cl');
    await db.insert(userPermissions).values({ user_id: userId, permission_id: Number(id) });
    const before = await userTableCounts(db);
    const deleted = await run(t.app, DeletePermissionDocument, { id }, admin);
    expect(deleted.data?.deletePermission.id).toBe(id);
    const after = await userTableCounts(db);
    expect(after.roleHasPermissions).toBe(before.roleHasPermissions - 1);
    expect(after.userPermissions).toBe(before.userPermissions - 1);

    const rows = await auditRows(db, 'Permission', id);
    expect(rows.map((r) => [r.event, r.old_values, r.new_values])).toEqual([
      ['created', {}, { name: 'exportar-usuarios' }],
      ['updated', { name: 'exportar-usuarios' }, { name: 'exportar-planillas' }],
      ['deleted', { name: 'exportar-planillas', roles: ['RealstateAdmin'] }, {}],
    ]);
  });

  it.each([
    ['show-users', 'Ya existe un permiso con ese nombre.', 'CONFLICT'],
    ['Show-Users', 'Ya existe un permiso con ese nombre.', 'CONFLICT'],
    ['  ', 'El nombre es obligatorio.', 'BAD_USER_INPUT'],
    ['ver|todo', 'El nombre no puede contener comillas ni barras verticales.', 'BAD_USER_INPUT'],
    ['x'.repeat(101), 'El nombre no puede superar 100 caracteres.', 'BAD_USER_INPUT'],
  ])('refuses creating %j, changing nothing', async (name, message, code) => {
    const before = await userTableCounts(t.database.db);
    const result = await run(t.app, CreatePermissionDocument, { name }, admin);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(await userTableCounts(t.database.db)).toEqual(before);
  });

  it('keeps system permissions: no rename, no delete; the same name is a no-op', async () => {
    const all = (await run(t.app, PermissionsDocument, {}, admin)).data!.permissions;
    const system = all.find((p) => p.name === 'show-users')!;
    const rename = await run(
      t.app,
      EditPermissionDocument,
      { id: system.id, name: 'ver-usuarios' },
      admin,
    );
    expect(rename.errors?.[0]).toMatchObject({
      message: 'Los permisos del sistema no se pueden renombrar.',
      extensions: { code: 'CONFLICT' },
    });
    const same = await run(
      t.app,
      EditPermissionDocument,
      { id: system.id, name: 'show-users' },
      admin,
    );
    expect(same.data?.editPermission.name).toBe('show-users');
    const remove = await run(t.app, DeletePermissionDocument, { id: system.id }, admin);
    expect(remove.errors?.[0]).toMatchObject({
      message: 'Los permisos del sistema no se pueden eliminar.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await auditRows(t.database.db, 'Permission', system.id)).toEqual([]);
  });

  it('refuses renaming onto a taken name and answers NOT_FOUND for unknown ids', async () => {
    const created = await run(t.app, CreatePermissionDocument, { name: 'ver-reportes' }, admin);
    const id = created.data!.createPermission.id;
    const taken = await run(t.app, EditPermissionDocument, { id, name: 'news' }, admin);
    expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    for (const result of [
      await run(t.app, EditPermissionDocument, { id: '999999', name: 'algo' }, admin),
      await run(t.app, DeletePermissionDocument, { id: '999999' }, admin),
      await run(t.app, PermissionAuditsDocument, { id: 'abc' }, admin),
    ]) {
      expect(result.errors?.[0]).toMatchObject({
        message: 'El permiso no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('shows the audit history with its author to Admin only', async () => {
    const created = await run(t.app, CreatePermissionDocument, { name: 'ver-bitacora' }, admin);
    const id = created.data!.createPermission.id;
    const history = await run(t.app, PermissionAuditsDocument, { id }, admin);
    expect(history.data?.permissions).toEqual([
      {
        id,
        name: 'ver-bitacora',
        audits: [
          expect.objectContaining({
            event: 'created',
            new_values: { name: 'ver-bitacora' },
            user: expect.objectContaining({ name: 'Andrea', last_name: 'Valdés Rojas' }),
          }),
        ],
      },
    ]);
    const scoped = await run(
      t.app,
      PermissionAuditsDocument,
      { id },
      await token('realstateadmin@demo.cl'),
    );
    expect(scoped.data?.permissions[0]?.audits).toEqual([]);
  });

  it('lets only Admin change permissions', async () => {
    const result = await run(
      t.app,
      CreatePermissionDocument,
      { name: 'intento' },
      await token('realstateadmin@demo.cl'),
    );
    expect(result.statusCode).toBe(403);
  });
});
