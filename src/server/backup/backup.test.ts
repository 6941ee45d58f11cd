import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/harness/test-database';
import { openDatabase, type Database } from '../db/client';
import { readServerFile, registerBackupRoute } from './backup.routes';
import { createBackup, type BackupResult } from './backup.service';
import { rowsAsJson, rowsOf, STORED, tamper, writeStoredFiles } from './backup.fixtures';
import { startLocalS3 } from '../storage/s3.fixtures';
import { restoreBackup, RestoreRefused } from './restore.service';

describe('backup and restore on PGlite', () => {
  let work: string;
  let source: Database;
  let backup: BackupResult;
  /** What happened while the backup of beforeAll ran, in order. */
  const during: string[] = [];
  const dirs = (name: string) => ({
    dataDir: join(work, name),
    storageDir: join(work, name, 'storage'),
    databaseUrl: undefined,
  });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'backoffice-backup-test-'));
    source = await freshDatabase('demo');
    await writeStoredFiles(dirs('source').storageDir);
    writeFileSync(join(dirs('source').dataDir, 'jwt-secret'), 'clave-jwt-de-origen');
    // The running server's backup, as the route and the schedule make it: once the dump is in
    // its worker, a request that reads the database is asked for.
    const app = Fastify();
    app.get('/healthz', async () => rowsOf(source, 'select count(*)::int as n from users'));
    process.once('worker', (worker) => {
      during.push('dump started');
      worker.once('exit', () => during.push('dump ended'));
      void app.inject('/healthz').then((res) => during.push(`request answered ${res.statusCode}`));
    });
    backup = await createBackup({
      config: dirs('source'),
      database: source,
      withSecrets: true,
      outDir: join(work, 'backups'),
      now: new Date('2026-03-05T14:07:09Z'),
    });
    during.push('backup done');
    await app.close();
  });

  afterAll(async () => {
    await source.close();
    await rm(work, { recursive: true, force: true });
  });

  it('writes one archive with the dump, the files, the keys and a manifest', async () => {
    expect(backup.path).toBe(join(work, 'backups', 'backoffice-20260305-140709.tar.gz'));
    expect(await readdir(join(work, 'backups'))).toEqual(['backoffice-20260305-140709.tar.gz']);
    const { manifest } = backup;
    const [users] = await rowsOf(source, 'select count(*)::int as n from users');
    expect(manifest.database.tables['public.users']).toBe(users!.n);
    expect(manifest.database.kind).toBe('pglite');
    const journal = JSON.parse(
      readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(manifest.database.migration.last).toBe(journal.entries.at(-1)!.tag);
    expect(manifest.files).toEqual({ public: 1, private: 1 });
    expect(manifest.withSecrets).toBe(true);
    expect(Object.keys(manifest.checksums).sort()).toEqual([
      'database.sql',
      'files/private/preapprovals/7/carta-preaprobacion.pdf',
      'files/public/agencies/logo-los-aromos.png',
      'secrets/jwt-secret',
    ]);
  });

  it('answers requests while the dump runs, in a worker thread', () => {
    expect(during).toEqual(['dump started', 'request answered 200', 'dump ended', 'backup done']);
  });

  it('restores into an empty directory a database the server opens as it was', async () => {
    const target = dirs('restored');
    const result = await restoreBackup({ file: backup.path, config: target });
    expect(result.tables).toEqual(backup.manifest.database.tables);
    expect(result.files).toEqual({ public: 1, private: 1 });
    expect(result.secrets).toEqual(['jwt-secret']);
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('clave-jwt-de-origen');
    expect(readFileSync(join(target.storageDir, 'agencies/logo-los-aromos.png'))).toEqual(
      STORED.public['agencies/logo-los-aromos.png'],
    );

    const restored = await openDatabase({ dataDir: target.dataDir });
    try {
      // Migrations found applied: nothing ran again.
      const [migrations] = await rowsOf(restored, 'select count(*)::int as n from drizzle.__drizzle_migrations'); // prettier-ignore
      expect(migrations!.n).toBe(backup.manifest.database.migration.applied);
      for (const table of ['users', 'quotations', 'booking_requests', 'audits']) {
        expect(await rowsOf(restored, rowsAsJson(table))).toEqual(
          await rowsOf(source, rowsAsJson(table)),
        );
      }
      // The sequences came along: a new row takes the id the source would give it.
      const insert = `insert into real_state_agencies (name) values ('Inmobiliaria Quillay') returning id`; // prettier-ignore
      expect(await rowsOf(restored, insert)).toEqual(await rowsOf(source, insert));
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a non-empty target and changes nothing', async () => {
    const target = dirs('restored');
    const before = await readdir(target.dataDir);
    await expect(restoreBackup({ file: backup.path, config: target })).rejects.toThrow(
      /El destino no está vacío .*--force.*No se cambió nada/,
    );
    expect(await readdir(target.dataDir)).toEqual(before);
  });

  it('empties a non-empty target first with --force', async () => {
    const target = dirs('restored');
    const database = await openDatabase({ dataDir: target.dataDir });
    await rowsOf(
      database,
      `insert into real_state_agencies (name) values ('Inmobiliaria Sobrante')`,
    );
    await database.close();
    const result = await restoreBackup({ file: backup.path, config: target, force: true });
    expect(result.tables).toEqual(backup.manifest.database.tables);
  }, 180_000);

  it('lets the backup CLI ask the running server, with its token only', async () => {
    const config = { ...dirs('source'), port: 8080, backupDir: join(work, 'backups-server') };
    const app = Fastify();
    registerBackupRoute(app, { database: source, config });
    try {
      const server = readServerFile(config.dataDir);
      expect(server?.pid).toBe(process.pid);
      const refused = await app.inject({
        method: 'POST',
        url: '/admin/backup',
        headers: { 'x-backup-token': 'adivinado' },
      });
      expect(refused.statusCode).toBe(403);
      const made = await app.inject({
        method: 'POST',
        url: '/admin/backup',
        headers: { 'x-backup-token': server!.token },
        payload: {},
      });
      expect(made.statusCode).toBe(200);
      const result = made.json<BackupResult>();
      expect(result.manifest.withSecrets).toBe(false);
      expect(result.manifest.database.tables['public.users']).toBe(
        backup.manifest.database.tables['public.users'],
      );
      expect(await readdir(config.backupDir)).toHaveLength(1);
    } finally {
      await app.close();
    }
    expect(readServerFile(config.dataDir)).toBeUndefined();
  });

  it('refuses an archive whose checksum does not match, in Spanish, and changes nothing', async () => {
    const broken = join(work, 'broken.tar.gz');
    await tamper(backup.path, broken, 'database.sql', (bytes) =>
      Buffer.from(bytes.toString('utf8').replace('Santiago', 'Santiagx')),
    );
    const target = dirs('untouched');
    const attempt = restoreBackup({ file: broken, config: target });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(
      'La suma de verificación de database.sql no coincide con el manifiesto: el respaldo está dañado. No se cambió nada.',
    );
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('restores the files into a bucket and backs them up from it', async () => {
    const s3 = await startLocalS3();
    try {
      const target = { ...dirs('restored-s3'), storageUrl: s3.url };
      const restored = await restoreBackup({ file: backup.path, config: target });
      expect(restored.files).toEqual({ public: 1, private: 1 });
      expect(await s3.objectKeys()).toEqual([
        'private/preapprovals/7/carta-preaprobacion.pdf',
        'public/agencies/logo-los-aromos.png',
      ]);
      expect(existsSync(target.storageDir)).toBe(false);
      const again = await restoreBackup({ file: backup.path, config: target, force: true });
      expect(again.files).toEqual({ public: 1, private: 1 });
      const fromBucket = await createBackup({
        config: target,
        database: source,
        withSecrets: false,
        outDir: join(work, 'backups-s3'),
      });
      expect(fromBucket.manifest.files).toEqual({ public: 1, private: 1 });
      const sums = (checksums: Record<string, string>) =>
        Object.entries(checksums).filter(([entry]) => entry.startsWith('files/'));
      expect(sums(fromBucket.manifest.checksums)).toEqual(sums(backup.manifest.checksums));
    } finally {
      await s3.close();
    }
  });
});
