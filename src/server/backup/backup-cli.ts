import { request } from 'node:http';
import { loadConfig } from '../config';
import { readServerFile } from './backup.routes';
import { createBackup, type BackupResult } from './backup.service';
import { describeBackup } from './report';

// `npm run backup [-- --with-secrets] [--out DIR]`: one archive of the database, the stored files
// and (when asked) the generated keys. On PGlite with the server running, the server makes it.

const args = process.argv.slice(2);
const withSecrets = args.includes('--with-secrets');
const outIndex = args.indexOf('--out');
const config = loadConfig();
const outDir = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : config.backupDir;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function askServer(port: number, token: string): Promise<BackupResult> {
  const body = JSON.stringify({ withSecrets, outDir });
  return new Promise((resolveAsk, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/backup',
        headers: { 'content-type': 'application/json', 'x-backup-token': token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolveAsk(JSON.parse(text) as BackupResult)
            : reject(new Error(`El servidor respondió ${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

try {
  const server = config.databaseUrl ? undefined : readServerFile(config.dataDir);
  let result: BackupResult;
  if (server && alive(server.pid)) {
    // The running server holds the data directory: opening it here could corrupt it.
    console.log(`El servidor (proceso ${server.pid}) está en marcha: él hace el respaldo.`);
    result = await askServer(server.port, server.token);
  } else {
    result = await createBackup({ config, withSecrets, outDir });
  }
  console.log(describeBackup(result));
} catch (error) {
  console.error(`No se pudo respaldar: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
