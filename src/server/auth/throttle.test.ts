import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { loginFailures } from '../db/schema';
import { PASSWORD, buildAuthApp, insertUser, passwordGrant } from './auth.fixtures';
import { MAX_ADDRESS_LOGIN_FAILURES, MAX_LOGIN_FAILURES } from './throttle';

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

// Each test tries from its own address, so the address's budget of one does not leak into another.
const attempt = (username: string, password: string, ip: string) =>
  passwordGrant(app, { username, password }, ip);

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ retry_after: number }>();
  expect(body).toMatchObject({
    error: 'too_many_requests',
    error_description: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
  });
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(60);
  expect(response.headers['retry-after']).toBe(String(body.retry_after));
  return body.retry_after;
}

/** What the database clock would do in a minute: the address's windows end now. */
async function endWindows(ip: string) {
  await database.db
    .update(loginFailures)
    .set({ resets_at: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.ip_address, ip));
}

describe('login throttling by account', () => {
  it('answers 429 with Retry-After on the 6th attempt within a minute, even with the right password', async () => {
    const ip = '200.27.14.3';
    await insertUser(database.db, { email: 'diego.araya@inmobiliaria.cl' });
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      expect((await attempt('diego.araya@inmobiliaria.cl', 'Incorrecta1', ip)).statusCode).toBe(
        400,
      );
    }
    const retryAfter = expectThrottled(await attempt('diego.araya@inmobiliaria.cl', PASSWORD, ip));
    expect(retryAfter).toBeGreaterThan(50);
    // The key is (email, ip): the same account from another address is not blocked.
    expect(
      (await attempt('diego.araya@inmobiliaria.cl', PASSWORD, '200.27.14.99')).statusCode,
    ).toBe(200);
  });

  it(`evaluates exactly ${MAX_LOGIN_FAILURES} of 40 simultaneous wrong passwords for one account`, async () => {
    const ip = '200.27.14.40';
    await insertUser(database.db, { email: 'matias.fuentes@inmobiliaria.cl' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => attempt('matias.fuentes@inmobiliaria.cl', 'Otra2024x', ip)),
    );
    // A 400 is an evaluated password; checking, then verifying, then recording let all 40 through.
    const evaluated = answers.filter((answer) => answer.statusCode === 400);
    expect(evaluated).toHaveLength(MAX_LOGIN_FAILURES);
    const throttled = answers.filter((answer) => answer.statusCode !== 400);
    expect(throttled).toHaveLength(40 - MAX_LOGIN_FAILURES);
    for (const answer of throttled) expectThrottled(answer);
  });

  it('lets the right password in once the window has passed', async () => {
    const ip = '200.27.14.41';
    await insertUser(database.db, { email: 'catalina.munoz@inmobiliaria.cl' });
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      await attempt('catalina.munoz@inmobiliaria.cl', 'Incorrecta1', ip);
    }
    expectThrottled(await attempt('catalina.munoz@inmobiliaria.cl', PASSWORD, ip));
    await endWindows(ip);
    expect((await attempt('catalina.munoz@inmobiliaria.cl', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('clears the failures of a key after a successful login', async () => {
    const ip = '200.27.14.42';
    await insertUser(database.db, { email: 'antonia.silva@inmobiliaria.cl' });
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i += 1) {
      await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1', ip);
    }
    expect((await attempt('antonia.silva@inmobiliaria.cl', PASSWORD, ip)).statusCode).toBe(200);
    // Had the four failures survived, the next one would already be the 6th.
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      expect((await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1', ip)).statusCode).toBe(
        400,
      );
    }
    expectThrottled(await attempt('antonia.silva@inmobiliaria.cl', 'Incorrecta1', ip));
  });

  it('counts unknown emails too, in any case, and forgets an ended window', async () => {
    const ip = '200.27.14.43';
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) {
      await attempt(i % 2 ? 'NADIE@inmobiliaria.cl' : ' nadie@inmobiliaria.cl', 'Incorrecta1', ip);
    }
    expectThrottled(await attempt('nadie@inmobiliaria.cl', 'Incorrecta1', ip));
    await endWindows(ip);
    expect((await attempt('nadie@inmobiliaria.cl', 'Incorrecta1', ip)).statusCode).toBe(400);
  });
});

describe('login throttling by address', () => {
  it(`answers 429 past ${MAX_ADDRESS_LOGIN_FAILURES} failures over any emails; successes do not count`, async () => {
    const ip = '181.43.7.12';
    await insertUser(database.db, { email: 'rodrigo.paredes@inmobiliaria.cl' });
    const wrong = (i: number) => attempt(`vecino${i}@inmobiliaria.cl`, 'Incorrecta1', ip);
    for (let i = 1; i < MAX_ADDRESS_LOGIN_FAILURES; i += 1) {
      expect((await wrong(i)).statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('rodrigo.paredes@inmobiliaria.cl', PASSWORD, ip)).statusCode).toBe(200);
    }
    expect((await wrong(MAX_ADDRESS_LOGIN_FAILURES)).statusCode).toBe(400);
    const retryAfter = expectThrottled(await wrong(MAX_ADDRESS_LOGIN_FAILURES + 1));
    expect(retryAfter).toBeGreaterThan(50);
    // Now even a right password waits, but only at this address.
    expectThrottled(await attempt('rodrigo.paredes@inmobiliaria.cl', PASSWORD, ip));
    expect(
      (await attempt('rodrigo.paredes@inmobiliaria.cl', PASSWORD, '181.43.7.13')).statusCode,
    ).toBe(200);

    await endWindows(ip);
    expect((await attempt('rodrigo.paredes@inmobiliaria.cl', PASSWORD, ip)).statusCode).toBe(200);
  });

  it(`evaluates exactly ${MAX_ADDRESS_LOGIN_FAILURES} of 40 simultaneous attempts on as many emails`, async () => {
    const ip = '181.43.7.14';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`socio${i}@inmobiliaria.cl`, 'Otra2024x', ip)),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(
      MAX_ADDRESS_LOGIN_FAILURES,
    );
    for (const answer of answers.filter((a) => a.statusCode !== 400)) expectThrottled(answer);
  });
});

describe('login failure counters', () => {
  it('are pruned on the way once their window has ended', async () => {
    await database.db.insert(loginFailures).values(
      Array.from({ length: 30 }, (_, i) => ({
        ip_address: `10.9.0.${i}`,
        email: '',
        failures: 3,
        resets_at: new Date(Date.now() - 5_000),
      })),
    );
    const expired = async () => {
      const [row] = await database.db
        .select({ n: count() })
        .from(loginFailures)
        .where(sql`${loginFailures.resets_at} <= now()`);
      return row?.n;
    };
    expect(await expired()).toBeGreaterThanOrEqual(30);
    await attempt('ximena.tapia@inmobiliaria.cl', 'Incorrecta1', '10.9.1.1');
    expect(await expired()).toBe(0);
  });
});
