import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { dropTestDatabase } from '../../../tests/harness/drop-database';
import { buildAuthApp, insertUser, passwordGrant } from './auth.fixtures';
import { MAX_ADDRESS_LOGIN_FAILURES, MAX_LOGIN_FAILURES } from './throttle';

// The throttle on a PostgreSQL server: two instances, each with a pool of connections, share
// one database, so concurrent attempts really run at once and only the row locks order them.
// .ci/run sets TEST_DATABASE_URL (a role that may create databases).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('login throttling on PostgreSQL, two instances', () => {
  const name = `bo_test_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [
      await openDatabase({ databaseUrl: url.href }),
      await openDatabase({ databaseUrl: url.href }),
    ];
    apps = await Promise.all(databases.map((database) => buildAuthApp(database.db)));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  /** 40 simultaneous wrong passwords, alternating between the instances; their status codes. */
  async function race(email: (i: number) => string, ip: string): Promise<number[]> {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        passwordGrant(
          apps[i % 2] as FastifyInstance,
          { username: email(i), password: 'Otra2024x' },
          ip,
        ),
      ),
    );
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    return answers.map((answer) => answer.statusCode);
  }

  it(`evaluates exactly ${MAX_LOGIN_FAILURES} of 40 simultaneous wrong passwords for one account`, async () => {
    const [database] = databases as [Database];
    await insertUser(database.db, { email: 'javiera.contreras@inmobiliaria.cl' });
    const codes = await race(() => 'javiera.contreras@inmobiliaria.cl', '200.27.15.1');
    expect(codes.filter((code) => code === 400)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - MAX_LOGIN_FAILURES);
  });

  it(`evaluates exactly ${MAX_ADDRESS_LOGIN_FAILURES} of 40 simultaneous attempts from one address`, async () => {
    const codes = await race((i) => `socio${i}@inmobiliaria.cl`, '200.27.15.2');
    expect(codes.filter((code) => code === 400)).toHaveLength(MAX_ADDRESS_LOGIN_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - MAX_ADDRESS_LOGIN_FAILURES);
  });
});
