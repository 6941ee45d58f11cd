import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from './client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed';
import { countRows } from './seed/report';

// `npm run seed -- [--scale N] [--reset]`: fills the database (DATABASE_URL, or the PGlite
// directory DATA_DIR, default ./data) with the demo data set. --reset drops everything first
// (every table, the audit history included) and migrates again.

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Uso: npm run seed -- [--scale N] [--reset]');
  process.exit(0);
}

const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale debe ser un número positivo (recibido: ${values.scale}).`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || './data');
const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${dataDir}`;
const open = () => openDatabase({ databaseUrl, dataDir });

let database: Database = await open();
if (values.reset) {
  // DROP, not TRUNCATE: the audit table refuses TRUNCATE by design.
  await database.exec(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  await database.close();
  database = await open();
  console.log(`Base de datos borrada y migrada de nuevo: ${target}.`);
}

const existing = await countRows(database.db);
if ((existing.get('users') ?? 0) > 0) {
  console.error(
    `${target} ya tiene datos (${existing.get('users')} usuarios). Use --reset para reemplazarlos.`,
  );
  await database.close();
  process.exit(1);
}

const started = performance.now();
await seedDemo(database, { scale });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const counts = await countRows(database.db);
await database.close();

console.log(`Datos de demostración (escala ${scale}) sembrados en ${target} en ${seconds} s.`);
for (const [table, rows] of [...counts].filter(([, n]) => n > 0)) {
  console.log(`  ${table.padEnd(28)} ${String(rows).padStart(7)}`);
}
console.log(`Usuarios de demostración (contraseña ${DEMO_PASSWORD}):`);
for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(26)} ${user.role}`);
