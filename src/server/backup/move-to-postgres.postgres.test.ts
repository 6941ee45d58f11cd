import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from '../../../tests/harness/drop-database';
import { PRINCIPAL_EMAILS } from '../../../tests/harness/principals';
import { login, testConfig } from '../../../tests/harness/test-app';
import { freshDatabase } from '../../../tests/harness/test-database';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { rowsAsJson, rowsOf, STORED, writeStoredFiles } from './backup.fixtures';
import { createBackup, type BackupResult } from './backup.service';
import { restoreBackup, type RestoreResult } from './restore.service';

// The move a deployment makes when it outgrows one machine: the demo on PGlite is backed up,
// restored into a fresh PostgreSQL database, and the server opened on it finds every record,
// password and file where it was.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('the move from PGlite to PostgreSQL', () => {
  const name = `bo_move_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  const url = new URL(adminUrl ?? 'postgres://localhost/postgres');
  url.pathname = `/${name}`;
  let work: string;
  let source: Database;
  let target: Database;
  let app: FastifyInstance;
  let backup: BackupResult;
  let restored: RestoreResult;
  const storageDir = () => join(work, 'target', 'storage');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'backoffice-move-'));
    source = await freshDatabase('demo');
    await writeStoredFiles(join(work, 'source', 'storage'));
    // The demo has no history yet: some audit rows, as status changes leave them.
    await rowsOf(
      source,
      `insert into audits (user_id, event, auditable_type, auditable_id, old_values, new_values,
          ip_address)
        select (select min(id) from users), 'updated', 'Quotation', q.id::text,
          jsonb_build_object('status', 'Pendiente'), jsonb_build_object('status', 'Aprobada'),
          '190.98.12.' || q.id
        from quotations q order by q.id limit 25`,
    );
    backup = await createBackup({
      config: {
        dataDir: join(work, 'source'),
        storageDir: join(work, 'source', 'storage'),
        databaseUrl: undefined,
      },
      database: source,
      outDir: join(work, 'backups'),
    });
    await admin.unsafe(`create database ${name}`);
    // Both sides render timestamps in one zone, so rows compare as text.
    await admin.unsafe(`alter database ${name} set timezone = 'UTC'`);
    restored = await restoreBackup({
      file: backup.path,
      config: { dataDir: join(work, 'target'), storageDir: storageDir(), databaseUrl: url.href },
    });
    target = await openDatabase({ databaseUrl: url.href });
    app = await buildApp({ database: target, config: testConfig({ storageDir: storageDir() }) });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await target?.close();
    await source?.close();
    await dropTestDatabase(admin, name);
    await admin.end();
    await rm(work, { recursive: true, force: true });
  });

  it('finds every table with the rows the backup counted', async () => {
    const counted = await rowsOf(
      target,
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')`,
    );
    expect(counted.map((row) => row.name).sort()).toEqual(
      Object.keys(backup.manifest.database.tables).sort(),
    );
    expect(restored.tables).toEqual(backup.manifest.database.tables);
    expect(backup.manifest.database.tables['public.users']).toBeGreaterThan(0);
  });

  it('keeps a sample of records field by field', async () => {
    await rowsOf(source, `set time zone 'UTC'`);
    for (const table of ['users', 'quotations', 'booking_requests', 'audits']) {
      const before = await rowsOf(source, rowsAsJson(table, 20));
      expect(before.length, table).toBeGreaterThan(0);
      expect(await rowsOf(target, rowsAsJson(table, 20)), table).toEqual(before);
    }
  });

  it('opens with the migrations applied and the sequences where they were', async () => {
    const [applied] = await rowsOf(
      target,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied!.n).toBe(backup.manifest.database.migration.applied);
    const insert = `insert into real_state_agencies (name) values ('Inmobiliaria Quillay') returning id`; // prettier-ignore
    expect(await rowsOf(target, insert)).toEqual(await rowsOf(source, insert));
  });

  it('keeps the history append-only', async () => {
    await expect(rowsOf(target, `update audits set event = 'borrado'`)).rejects.toThrow();
  });

  it("backs the PostgreSQL database up with pg_dump, counted in the dump's snapshot", async () => {
    const again = await createBackup({
      config: { dataDir: join(work, 'target'), storageDir: storageDir(), databaseUrl: url.href },
      outDir: join(work, 'backups-postgres'),
    });
    expect(again.manifest.database.kind).toBe('postgres');
    const [agencies] = await rowsOf(target, 'select count(*)::int as n from real_state_agencies');
    expect(again.manifest.database.tables['public.real_state_agencies']).toBe(agencies!.n);
    expect(again.manifest.database.migration).toEqual(backup.manifest.database.migration);
    expect(again.manifest.files).toEqual({ public: 1, private: 1 });
  });

  it('signs a demo user in through the API with the same password', async () => {
    const tokens = await login(app, PRINCIPAL_EMAILS.Admin, undefined, testConfig());
    expect(tokens.access_token).toBeTruthy();
  });

  it('serves a stored file', async () => {
    const res = await app.inject({ url: '/storage/agencies/logo-los-aromos.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(STORED.public['agencies/logo-los-aromos.png']);
  });
});
