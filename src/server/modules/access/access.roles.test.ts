import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  EditRoleDocument,
  RoleAuditsDocument,
  RolesDocument,
} from '../../../../graphql/generated/client/graphql';
import { ROLES } from '../../../shared/access';
import { executeOperation } from '../../../../tests/harness/test-app';
import { EventBus, topics } from '../../realtime/bus';
import type { RecordChangeEvent } from '../realtime';
import {
  auditRows,
  startTestApp,
  tokenCache,
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
const roleNamed = async (name: string) =>
  (await run(t.app, RolesDocument, {}, admin)).data!.roles.find((r) => r.name === name)!;

describe('roles', () => {
  it('lists roles by name with their permissions by name', async () => {
    const result = await run(t.app, RolesDocument, {}, await token('realstateadmin@demo.cl'));
    const roles = result.data!.roles;
    expect(roles.map((r) => r.name)).toEqual([...ROLES].sort());
    const news = roles.find((r) => r.name === 'PreapprovalUser');
    expect(news?.permissions.map((p) => p.name)).toEqual(['show-preapprovals']);
    for (const role of roles) {
      const names = role.permissions.map((p) => p.name);
      expect(names).toEqual([...names].sort());
    }
  });

  it('creates a role with permissions, edits and deletes it, one audit row each', async () => {
    const created = await run(
      t.app,
      CreateRoleDocument,
      { name: 'Supervisor de Ventas', permissions: ['show-users', 'news', 'news'] },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const role = created.data!.createRole;
    expect(role.permissions.map((p) => p.name)).toEqual(['news', 'show-users']);

    const edited = await run(
      t.app,
      EditRoleDocument,
      { id: role.id, name: 'Supervisora de Ventas', permissions: ['show-quotations'] },
      admin,
    );
    expect(edited.data?.editRole).toMatchObject({
      name: 'Supervisora de Ventas',
      permissions: [{ name: 'show-quotations' }],
    });
    // Without `permissions` the grants stay.
    const renamed = await run(t.app, EditRoleDocument, { id: role.id, name: 'Supervisión' }, admin);
    expect(renamed.data?.editRole.permissions.map((p) => p.name)).toEqual(['show-quotations']);

    const deleted = await run(t.app, DeleteRoleDocument, { name: 'Supervisión' }, admin);
    expect(deleted.data?.deleteRole).toEqual({ id: role.id, name: 'Supervisión' });
    expect(await roleNamed('Supervisión')).toBeUndefined();

    const rows = await auditRows(t.database.db, 'Role', role.id);
    expect(rows.map((r) => [r.event, r.old_values, r.new_values])).toEqual([
      ['created', {}, { name: 'Supervisor de Ventas', permissions: ['news', 'show-users'] }],
      [
        'updated',
        { name: 'Supervisor de Ventas', permissions: ['news', 'show-users'] },
        { name: 'Supervisora de Ventas', permissions: ['show-quotations'] },
      ],
      ['updated', { name: 'Supervisora de Ventas' }, { name: 'Supervisión' }],
      ['deleted', { name: 'Supervisión', permissions: ['show-quotations'] }, {}],
    ]);
  });

  it('refuses deleting a role that users hold, changing nothing', async () => {
    const created = await run(t.app, CreateRoleDocument, { name: 'Ejecutivo' }, admin);
    const roleId = Number(created.data!.createRole.id);
    await t.database.db.execute(
      // A user takes the role directly in the database (no mutation gives custom roles yet).
      sql`insert into user_roles (user_id, role_id, position)
        select id, ${roleId}, 1 from users where email = 'vendedor2@demo.cl'`,
    );
    const before = await userTableCounts(t.database.db);
    const result = await run(t.app, DeleteRoleDocument, { name: 'Ejecutivo' }, admin);
    expect(result.errors?.[0]).toMatchObject({
      message: 'El rol está asignado a usuarios.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await userTableCounts(t.database.db)).toEqual(before);
    expect(await roleNamed('Ejecutivo')).toBeDefined();
  });

  it('keeps system roles: no rename, no delete, but their permissions can change', async () => {
    const news = await roleNamed('NewsUser');
    const rename = await run(t.app, EditRoleDocument, { id: news.id, name: 'Periodista' }, admin);
    expect(rename.errors?.[0]).toMatchObject({
      message: 'Los roles del sistema no se pueden renombrar.',
      extensions: { code: 'CONFLICT' },
    });
    const remove = await run(t.app, DeleteRoleDocument, { name: 'PreapprovalUser' }, admin);
    expect(remove.errors?.[0]).toMatchObject({
      message: 'Los roles del sistema no se pueden eliminar.',
      extensions: { code: 'CONFLICT' },
    });
    const grants = [...news.permissions.map((p) => p.name), 'show-comments'];
    const edited = await run(
      t.app,
      EditRoleDocument,
      { id: news.id, name: 'NewsUser', permissions: grants },
      admin,
    );
    expect(edited.data?.editRole.permissions.map((p) => p.name)).toContain('show-comments');
  });

  it.each([
    [{ name: 'admin' }, 'Ya existe un rol con ese nombre.', 'CONFLICT'],
    [{ name: '' }, 'El nombre es obligatorio.', 'BAD_USER_INPUT'],
    [
      { name: 'Auditor', permissions: ['news', 'volar'] },
      'No existen los permisos: volar.',
      'BAD_USER_INPUT',
    ],
  ])('refuses creating %o, changing nothing', async (variables, message, code) => {
    const before = await userTableCounts(t.database.db);
    const result = await run(t.app, CreateRoleDocument, variables, admin);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(await userTableCounts(t.database.db)).toEqual(before);
  });

  it('answers NOT_FOUND for unknown roles', async () => {
    for (const result of [
      await run(t.app, EditRoleDocument, { id: '999999', name: 'X' }, admin),
      await run(t.app, DeleteRoleDocument, { name: 'Inexistente' }, admin),
      await run(t.app, RoleAuditsDocument, { id: '999999' }, admin),
    ]) {
      expect(result.errors?.[0]).toMatchObject({
        message: 'El rol no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('shows the audit history to Admin and an empty one to other managers', async () => {
    const created = await run(t.app, CreateRoleDocument, { name: 'Analista' }, admin);
    const id = created.data!.createRole.id;
    const history = await run(t.app, RoleAuditsDocument, { id }, admin);
    expect(history.data?.roles[0]?.audits).toEqual([
      expect.objectContaining({
        event: 'created',
        new_values: { name: 'Analista', permissions: [] },
      }),
    ]);
    const scoped = await run(
      t.app,
      RoleAuditsDocument,
      { id },
      await token('realstatevendor@demo.cl'),
    );
    expect(scoped.data?.roles[0]).toMatchObject({ name: 'Analista', audits: [] });
  });
});

describe('role announcements', () => {
  // A second bus on the same database hears what the server publishes, as another instance would.
  let bus: EventBus;
  const heard: RecordChangeEvent[] = [];
  beforeAll(async () => {
    bus = new EventBus(t.database);
    await bus.start();
    bus.on<RecordChangeEvent>(topics.record, (event) => heard.push(event));
  });
  afterAll(() => bus?.close());

  it('announces each committed change platform-wide, and nothing for an edit that changes nothing', async () => {
    const created = await run(t.app, CreateRoleDocument, { name: 'Analista Comercial' }, admin);
    const id = created.data!.createRole.id;
    await run(t.app, EditRoleDocument, { id, name: 'Analista Comercial' }, admin);
    await run(t.app, EditRoleDocument, { id, name: 'Analista de Ventas' }, admin);
    await run(t.app, DeleteRoleDocument, { name: 'Analista de Ventas' }, admin);
    const ofRole = () => heard.filter((event) => event.type === 'role' && event.id === id);
    await vi.waitFor(() =>
      expect(ofRole().map((event) => event.action)).toEqual(['created', 'updated', 'deleted']),
    );
    expect(ofRole()[0]).toEqual({
      type: 'role',
      action: 'created',
      id,
      project_id: null,
      agency_id: null,
    });
  });
});
