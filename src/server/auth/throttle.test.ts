import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { loginFailures } from '../db/schema';
import { PASSWORD, buildAuthApp, insertUser, passwordGrant } from './auth.fixtures';

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

const IP = '200.27.14.3';
const attempt = (username: string, password: string, ip = IP) =>
  passwordGrant(app, { username, password }, ip);

describe('login throttling', () => {
  it('answers 429 with Retry-After on the 6th attempt within a minute, even with the right password', async () => {
    await insertUser(database.db, { email: 'diego.araya@inmobiliaria.cl' });
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('diego.araya@inmobiliaria.cl', 'Incorrecta1')).statusCode).toBe(400);
    }
    const blocked = await attempt('diego.araya@inmobiliaria.cl', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json<{ retry_after: number }>();
    expect(body).toMatchObject({
      error: 'too_many_requests',
      error_description: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
    });
    expect(body.retry_after).toBeGreaterThan(50);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after));
    // The key is (email, ip): the same account from another address is not blocked.
    expect(
      (await attempt('diego.araya@inmobiliaria.cl', PASSWORD, '200.27.14.99')).statusCode,
    ).toBe(200);
  });

  it('clears the failures of a key after a successful login', async () => {
    await insertUser(database.db, { email: 'antonia.silva@inmobiliaria.cl' });
    for (let i = 0; i < 4; i += 1) await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1');
    expect((await attempt('antonia.silva@inmobiliaria.cl', PASSWORD)).statusCode).toBe(200);
    // Had the four failures survived, the next one would already be the 6th.
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1')).statusCode).toBe(400);
    }
    expect((await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1')).statusCode).toBe(429);
  });

  it('forgets failures older than the window and counts unknown emails too', async () => {
    const old = new Date(Date.now() - 61_000);
    await database.db.insert(loginFailures).values(
      Array.from({ length: 5 }, () => ({
        email: 'nadie@inmobiliaria.cl',
        ip_address: IP,
        created_at: old,
      })),
    );
    expect((await attempt('nadie@inmobiliaria.cl', 'Incorrecta1')).statusCode).toBe(400);
    for (let i = 0; i < 4; i += 1) await attempt('NADIE@inmobiliaria.cl', 'Incorrecta1');
    expect((await attempt('nadie@inmobiliaria.cl', 'Incorrecta1')).statusCode).toBe(429);
  });
});
