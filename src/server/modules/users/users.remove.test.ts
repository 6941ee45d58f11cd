import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ChangeUserStatusDocument,
  CreateUserDocument,
  DeleteUserDocument,
  MeDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, login } from '../../../../tests/harness/test-app';
import { oauthAccessTokens, users } from '../../db/schema';
import { EventBus } from '../../realtime/bus';
import {
  agencyOf,
  auditRows,
  failStatements,
  startTestApp,
  tokenCache,
  userIdOf,
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

const remove = async (id: number | string, viewer = 'admin@demo.cl') =>
  executeOperation(t.app, DeleteUserDocument, { id: String(id) }, await token(viewer));
const setStatus = async (userid: number | string, status: boolean, viewer = 'admin@demo.cl') =>
  executeOperation(
    t.app,
    ChangeUserStatusDocument,
    { userid: String(userid), status },
    await token(viewer),
  );

describe('changeUserStatus', () => {
  it('deactivates with one audit row and signs the user out at once', async () => {
    const id = await userIdOf(t.database.db, 'newsuser@demo.cl');
    const session = await login(t.app, 'newsuser@demo.cl');
    const revoked = vi.spyOn(EventBus.prototype, 'sessionRevoked');
    const result = await setStatus(id, false);
    expect(result.errors).toBeUndefined();
    expect(result.data?.changeUserStatus).toMatchObject({ id: String(id), status: false });
    expect((await executeOperation(t.app, MeDocument, {}, session.access_token)).statusCode).toBe(
      401,
    );
    expect(revoked).toHaveBeenCalledTimes(1);
    const rows = await auditRows(t.database.db, 'User', id);
    expect(rows.map((r) => [r.event, r.old_values, r.new_values])).toEqual([
      ['updated', { status: true }, { status: false }],
    ]);

    const back = await setStatus(id, true);
    expect(back.data?.changeUserStatus.status).toBe(true);
    await login(t.app, 'newsuser@demo.cl');
    // Setting the status it already has changes nothing and writes nothing.
    await setStatus(id, true);
    expect(await auditRows(t.database.db, 'User', id)).toHaveLength(2);
  });

  it('refuses your own account', async () => {
    const id = await userIdOf(t.database.db, 'admin@demo.cl');
    const result = await setStatus(id, false);
    expect(result.errors?.[0]).toMatchObject({
      message: 'No puedes cambiar el estado de tu propio usuario.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("refuses another agency's user to an agency-scoped viewer", async () => {
    const id = await userIdOf(t.database.db, 'vendedor2@demo.cl');
    const before = await userTableCounts(t.database.db);
    const result = await setStatus(id, false, 'realstatevendor@demo.cl');
    expect(result.statusCode).toBe(403);
    expect(await userTableCounts(t.database.db)).toEqual(before);
  });

  it('refuses a non-Admin manager touching an Admin, and answers NOT_FOUND for no one', async () => {
    const db = t.database.db;
    // An Admin linked to the RealstateAdmin's agency is still out of that viewer's reach.
    const created = await executeOperation(
      t.app,
      CreateUserDocument,
      {
        name: 'Rodrigo',
        last_name: 'Espinoza Vidal',
        email: 'rodrigo.espinoza@demo.cl',
        password: 'Subsidio2025',
        role: 'Admin',
        real_state_agency_id: String(await agencyOf(db, 'realstateadmin@demo.cl')),
      },
      await token('admin@demo.cl'),
    );
    const adminId = created.data!.createUser.id;
    const result = await setStatus(adminId, false, 'realstateadmin@demo.cl');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Solo un administrador puede asignar o modificar el rol Admin.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await setStatus('999999', false)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('deleteUser', () => {
  it('deletes the user with its grants and links, ends its sessions, keeps the audit', async () => {
    const db = t.database.db;
    const id = await userIdOf(db, 'realstateuser@demo.cl');
    await login(t.app, 'realstateuser@demo.cl');
    const revoked = vi.spyOn(EventBus.prototype, 'sessionRevoked');
    const before = await userTableCounts(db);
    const result = await remove(id);
    expect(result.errors).toBeUndefined();
    expect(result.data?.deleteUser.id).toBe(String(id));
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(
      await db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.user_id, id)),
    ).toEqual([]);
    expect(revoked).toHaveBeenCalledTimes(1);
    const after = await userTableCounts(db);
    expect(after.users).toBe(before.users - 1);
    expect(after.userRoles).toBe(before.userRoles - 1);
    expect(after.realStateAgencyUsers).toBeLessThan(before.realStateAgencyUsers);

    const rows = await auditRows(db, 'User', id);
    expect(rows.at(-1)).toMatchObject({
      event: 'deleted',
      new_values: {},
      old_values: { email: 'realstateuser@demo.cl', role: 'RealstateUser', status: true },
    });
    expect(JSON.stringify(rows.at(-1))).not.toMatch(/argon2|password/);
    expect((await remove(id)).errors?.[0]).toMatchObject({
      message: 'El usuario no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses deleting yourself', async () => {
    const id = await userIdOf(t.database.db, 'realstatevendor@demo.cl');
    const result = await remove(id, 'realstatevendor@demo.cl');
    expect(result.errors?.[0]).toMatchObject({
      message: 'No puedes eliminar tu propio usuario.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("refuses another agency's user to an agency-scoped viewer, changing nothing", async () => {
    const id = await userIdOf(t.database.db, 'vendedor2@demo.cl');
    const before = await userTableCounts(t.database.db);
    const result = await remove(id, 'realstateadmin@demo.cl');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await userTableCounts(t.database.db)).toEqual(before);
  });

  it('rolls back the deletion when its audit row fails', async () => {
    const id = await userIdOf(t.database.db, 'vendedor2@demo.cl');
    const session = await login(t.app, 'vendedor2@demo.cl');
    const before = await userTableCounts(t.database.db);
    const restore = failStatements(t.database.db, /^insert into "audits"/);
    const result = await remove(id);
    restore();
    expect(result.errors?.[0]?.message).toBe('Ocurrió un error inesperado. Intenta nuevamente.');
    expect(await userTableCounts(t.database.db)).toEqual(before);
    expect((await executeOperation(t.app, MeDocument, {}, session.access_token)).statusCode).toBe(
      200,
    );
  });
});
