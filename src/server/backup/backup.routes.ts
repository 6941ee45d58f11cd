import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createBackup } from './backup.service';
import type { BackupFileStores } from './file-store';

/**
 * While a server holds a PGlite data directory, nothing else may open it: the backup CLI asks this
 * server instead. The server leaves in DATA_DIR who it is (process, port) and a fresh token only
 * its owner's account can read; the route answers loopback callers that present the token.
 */
export const SERVER_FILE = 'backup-server.json';

export interface BackupServerFile {
  pid: number;
  port: number;
  token: string;
}

export interface BackupRouteOptions {
  database: Database;
  config: Pick<Config, 'dataDir' | 'storageDir' | 'databaseUrl' | 'port'> & {
    storageUrl?: string;
  } & { backupDir: string };
  files?: BackupFileStores;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function readServerFile(dataDir: string): BackupServerFile | undefined {
  const file = join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BackupServerFile;
  } catch {
    return undefined;
  }
}

export function registerBackupRoute(app: FastifyInstance, options: BackupRouteOptions): void {
  const { config, database } = options;
  const token = randomBytes(32).toString('base64url');
  const file = join(config.dataDir, SERVER_FILE);
  const entry: BackupServerFile = { pid: process.pid, port: config.port, token };
  writeFileSync(file, JSON.stringify(entry), { mode: 0o600 });
  app.addHook('onClose', async () => {
    // Another server may have taken the directory since; only our own entry goes.
    if (readServerFile(config.dataDir)?.token === token) rmSync(file, { force: true });
  });

  app.post<{ Body: { withSecrets?: boolean; outDir?: string } | undefined }>(
    '/admin/backup',
    async (request, reply) => {
      const given = Buffer.from(String(request.headers['x-backup-token'] ?? ''));
      const expected = Buffer.from(token);
      const local =
        LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        request.socket.remoteAddress === request.socket.localAddress;
      if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(403).send({ error: 'No autorizado.' });
      }
      const body = request.body ?? {};
      const result = await createBackup({
        config,
        database,
        files: options.files,
        withSecrets: body.withSecrets === true,
        outDir: typeof body.outDir === 'string' && body.outDir ? body.outDir : config.backupDir,
      });
      return result;
    },
  );
}
