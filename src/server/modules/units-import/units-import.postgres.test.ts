import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../../tests/fixtures/xlsx/fixture-files';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';
import { login, testConfig } from '../../../../tests/harness/test-app';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { homesOf } from '../units/units.fixtures';
import { adminWithProject, checkSheet, saveImport } from './units-import.fixtures';
import { importMessages } from './units-import.service';

// The staged import on a PostgreSQL server with two instances: the rows a check kept are in the
// database, so the instance that saves need not be the one that checked, and one id saves once
// even when both instances are asked at the same time. .ci/run sets TEST_DATABASE_URL.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('units import on PostgreSQL, two instances', () => {
  const name = `bo_test_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  const config = testConfig();
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];
  let setup: Awaited<ReturnType<typeof adminWithProject>>;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [
      await openDatabase({ databaseUrl: url.href }),
      await openDatabase({ databaseUrl: url.href }),
    ];
    setup = await adminWithProject(databases[0] as Database);
    apps = await Promise.all(databases.map((database) => buildApp({ database, config })));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('checks on one instance and saves on the other, once', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const tokenOf = async (app: FastifyInstance) =>
      (await login(app, setup.email, setup.password, config)).access_token;
    const checked = await checkSheet(
      { app: first },
      await tokenOf(first),
      fixture('unidades-validas-300.xlsx'),
      'unidades.xlsx',
      setup.project.id,
    );
    const id = checked.data?.checkPropertiesExcel.import_id;
    if (!id) throw new Error(`la revisión no guardó sus filas: ${JSON.stringify(checked.errors)}`);
    // Both instances asked at once: the import's row lock lets one save and the other refuse.
    const answers = await Promise.all([
      saveImport({ app: second }, await tokenOf(second), setup.project.id, id),
      saveImport({ app: first }, await tokenOf(first), setup.project.id, id),
    ]);
    const saved = answers.filter((a) => a.data?.savePropertiesImport.status === true);
    const refused = answers.filter((a) => a.errors?.[0]?.message === importMessages.unknown);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(saved[0]?.data?.savePropertiesImport.info).toBe(
      'Se guardaron 300 unidades: 210 departamentos y casas, 45 bodegas y 45 estacionamientos.',
    );
    expect(await homesOf((databases[1] as Database).db, setup.project.id)).toHaveLength(210);
  });
});
