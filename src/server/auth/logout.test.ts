import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { buildAuthApp, insertUser, login, probe, refreshGrant } from './auth.fixtures';

let database: Database;
let app: FastifyInstance;
const revoked: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildAuthApp(database.db, (familyId) => revoked.push(familyId));
  await insertUser(database.db, { email: 'francisca.reyes@inmobiliaria.cl' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /logout', () => {
  it('revokes the whole session at once and reports it', async () => {
    const session = await login(app, 'francisca.reyes@inmobiliaria.cl');
    const other = await login(app, 'francisca.reyes@inmobiliaria.cl');
    const familyId = (await probe(app, session.access_token)).json<{ familyId: string }>().familyId;

    const response = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sesión cerrada.' });
    expect(revoked).toEqual([familyId]);
    expect((await probe(app, session.access_token)).statusCode).toBe(401);
    expect((await refreshGrant(app, session.refresh_token)).statusCode).toBe(400);
    // Another device's session is a different family and stays open.
    expect((await probe(app, other.access_token)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token, revoking nothing', async () => {
    const before = revoked.length;
    expect((await app.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
    expect(revoked).toHaveLength(before);
  });
});
