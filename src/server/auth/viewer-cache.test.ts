import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../tests/harness/test-database';
import type { Database } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { buildAuthApp, insertUser, login, testConfig } from './auth.fixtures';
import { verifyAccessToken, type AccessClaims } from './jwt';
import { ViewerCache } from './viewer-cache';

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

async function claimsOf(email: string): Promise<AccessClaims> {
  const tokens = await login(app, email);
  const claims = await verifyAccessToken(testConfig, tokens.access_token);
  if (!claims) throw new Error('login gave no valid token');
  return claims;
}

describe('ViewerCache', () => {
  it('serves the same viewer while nothing a viewer is made of changes', async () => {
    await insertUser(database.db, { email: 'javiera.rojas@inmobiliaria.cl' });
    const claims = await claimsOf('javiera.rojas@inmobiliaria.cl');
    const cache = new ViewerCache();
    const first = await cache.viewerFor(database.db, claims);
    // A write elsewhere (not identity) keeps the entry.
    await database.db.execute(sql`select 1`);
    expect(await cache.viewerFor(database.db, claims)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('sees a role given by another server instance at the next request', async () => {
    const userId = await insertUser(database.db, { email: 'matias.soto@inmobiliaria.cl' });
    const claims = await claimsOf('matias.soto@inmobiliaria.cl');
    const cache = new ViewerCache();
    expect((await cache.viewerFor(database.db, claims))?.role).toBeNull();
    const [role] = await database.db
      .insert(roles)
      .values({ name: 'RealstateVendor' })
      .returning({ id: roles.id });
    await database.db.insert(userRoles).values({ user_id: userId, role_id: role?.id ?? 0 });
    expect((await cache.viewerFor(database.db, claims))?.role).toBe('RealstateVendor');
  });

  it('refuses a token revoked or a user deactivated after it was cached', async () => {
    const userId = await insertUser(database.db, { email: 'fernanda.diaz@inmobiliaria.cl' });
    const revoked = await claimsOf('fernanda.diaz@inmobiliaria.cl');
    const other = await claimsOf('fernanda.diaz@inmobiliaria.cl');
    const cache = new ViewerCache();
    expect(await cache.viewerFor(database.db, revoked)).not.toBeNull();
    expect(await cache.viewerFor(database.db, other)).not.toBeNull();
    await database.db.execute(
      sql`update oauth_access_tokens set revoked = true where id = ${revoked.jti}`,
    );
    expect(await cache.viewerFor(database.db, revoked)).toBeNull();
    expect(await cache.viewerFor(database.db, other)).not.toBeNull();
    await database.db.update(users).set({ status: false }).where(eq(users.id, userId));
    expect(await cache.viewerFor(database.db, other)).toBeNull();
  });

  it('keeps serving the cached viewer when a change is rolled back', async () => {
    const userId = await insertUser(database.db, { email: 'ignacio.pena@inmobiliaria.cl' });
    const claims = await claimsOf('ignacio.pena@inmobiliaria.cl');
    const cache = new ViewerCache();
    const first = await cache.viewerFor(database.db, claims);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ status: false }).where(eq(users.id, userId));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await cache.viewerFor(database.db, claims)).toBe(first);
  });

  it('asks PGlite nothing for a cached viewer: each change announced the epoch at its commit', async () => {
    const userId = await insertUser(database.db, { email: 'rocio.munoz@inmobiliaria.cl' });
    const claims = await claimsOf('rocio.munoz@inmobiliaria.cl');
    const cache = new ViewerCache();
    await cache.viewerFor(database.db, claims);
    const spy = vi.spyOn(Object.getPrototypeOf(database.db._.session), 'prepareQuery');
    try {
      expect((await cache.viewerFor(database.db, claims))?.role).toBeNull();
      expect(spy).not.toHaveBeenCalled();
      const [role] = await database.db
        .insert(roles)
        .values({ name: 'RealstateUser' })
        .returning({ id: roles.id });
      await database.db.insert(userRoles).values({ user_id: userId, role_id: role?.id ?? 0 });
      spy.mockClear();
      // The next request reads the viewer again, and only that.
      expect((await cache.viewerFor(database.db, claims))?.role).toBe('RealstateUser');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('does not hand one token the viewer cached for another', async () => {
    await insertUser(database.db, { email: 'paula.vera@inmobiliaria.cl' });
    await insertUser(database.db, { email: 'tomas.araya@inmobiliaria.cl' });
    const paula = await claimsOf('paula.vera@inmobiliaria.cl');
    const tomas = await claimsOf('tomas.araya@inmobiliaria.cl');
    const cache = new ViewerCache();
    await cache.viewerFor(database.db, paula);
    // The same jti with another user (a forged pairing) is never answered from the cache.
    const forged = { ...paula, userId: tomas.userId };
    expect(await cache.viewerFor(database.db, forged)).toBeNull();
    expect((await cache.viewerFor(database.db, tomas))?.email).toBe('tomas.araya@inmobiliaria.cl');
  });
});
