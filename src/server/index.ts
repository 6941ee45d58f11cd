import { performance } from 'node:perf_hooks';
import { registerBackupRoute, scheduleBackups } from './backup';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleTidy } from './db/pglite-tidy';
import { closeGracefully, onStopSignals } from './observability/shutdown';

// `npm start`: open (and migrate) the database, seed an empty one, serve API and SPA.
const started = performance.now();
const config = loadConfig();
// The database opens while the server's modules load: both take about a second on their own.
const opening = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.graphqlTimeoutMs,
});
const [{ buildApp }, { seedIfEmpty }, database] = await Promise.all([
  import('./app'),
  import('./db/seed'),
  opening,
]);
const seeded = await seedIfEmpty(database, {
  demo: config.seedDemo,
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
});
const app = await buildApp({
  database,
  config,
  // One JSON line per request on stdout (LOG_LEVEL; `silent` for none).
  logger: { level: config.logLevel },
  exportRunner: true,
  webhookRunner: true,
  salesExpiry: true,
  flowRunner: true,
});
// The backup CLI asks the running server (it holds PGlite's directory); BACKUP_EVERY schedules it.
registerBackupRoute(app, { database, config });
const stopBackups = scheduleBackups({ database, config });
await app.listen({ port: config.port, host: config.host });
// PGlite has no autovacuum: the server vacuums the tables that grew, between requests.
const stopTidy = database.tidy ? scheduleTidy(database.tidy) : () => undefined;

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
const ms = Math.round(performance.now() - started);
console.log(`Base de datos: ${where}${seeded === 'skipped' ? '' : ` · ${seeded}`}`);
if (!config.staticDir) console.log('Aviso: no hay SPA compilada (dist/); ejecuta npm run build.');
console.log(`Back office listo en ${config.publicUrl} (${ms} ms)`);

// A deploy's SIGTERM: stop accepting, let requests in flight finish, give job leases back, close
// the sockets with a code the SPA reconnects on, then the database (observability/shutdown.ts).
onStopSignals(async () => {
  stopTidy();
  stopBackups();
  try {
    await closeGracefully(app);
  } finally {
    await database.close();
  }
});
