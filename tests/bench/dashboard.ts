import { existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { pgliteSession, postgresSession, type BulkSession } from './dashboard-copy';
import { measureEndpoints, printEndpoints, type EndpointCase } from './dashboard-endpoints';
import {
  measureDashboardBundle,
  measureDashboardDrawn,
  type DashboardBundle,
  type DashboardDrawn,
} from './dashboard-render';
import { seedDashboardBasics, seedDashboardBench, verifyRollups } from './dashboard.seed';
import { startServer, stopServer } from './server-process';

// Issue 8: the /home dashboard over 10,000,000 quotations (BENCH_DASHBOARD_QUOTATIONS sets
// another count). PGlite: the seed (COPY) with its time and size, the rollups checked against
// the raw tables, the eight endpoints' latency, the route's JavaScript and the charts drawn in
// Chromium; PostgreSQL (when TEST_DATABASE_URL names a role that may create databases): the seed
// and the endpoints. BENCH_DASHBOARD_REUSE=1 keeps and reuses the PGlite database between runs
// (a 10 M seed takes many minutes); BENCH_DASHBOARD_VERIFY=full compares the whole rollups with
// dashboard_rollups_rebuild() (small loads). Several people may bench on one machine:
// BENCH_DATA_DIR (PGlite's directory), BENCH_PORT (the PGlite server's; PostgreSQL's is the
// next) and BENCH_PG_PREFIX (the PostgreSQL database names) keep them apart. Not a test: it
// prints figures.

export const QUOTATIONS = Number(process.env.BENCH_DASHBOARD_QUOTATIONS ?? 10_000_000);
const REUSE = process.env.BENCH_DASHBOARD_REUSE === '1';
const FULL_CHECK = process.env.BENCH_DASHBOARD_VERIFY === 'full';
const PGLITE_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/backoffice-bench-dashboard';
const PORT = Number(process.env.BENCH_PORT ?? 4298);
const PG_PREFIX = process.env.BENCH_PG_PREFIX ?? 'bo_bench_';
const SERVER_ENV = { SEED_DEMO: '0', STATIC_DIR: 'dist', OAUTH_CLIENT_SECRET: 'dev-secret' };

interface Seeded {
  seconds: number;
  phases: string;
  rows: string;
  sizeMb: number;
  check: string;
  projectId: number;
}

export interface DashboardReport {
  quotations: number;
  engines: { engine: string; seeded: Seeded; cases: EndpointCase[] }[];
  bundle?: DashboardBundle;
  drawn?: DashboardDrawn;
}

async function seedOn(session: BulkSession, size: string): Promise<Seeded> {
  try {
    const seeded = await seedDashboardBench(session, QUOTATIONS);
    const check = await verifyRollups(session, seeded, FULL_CHECK);
    const [bytes] = await session.rows(`select ${size} as n`);
    return {
      seconds: seeded.seconds,
      phases: seeded.phases.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', '),
      rows: [...seeded.rows].map(([t, n]) => `${t} ${n.toLocaleString('es-CL')}`).join(', '),
      sizeMb: Number(bytes?.n ?? 0) / 1_048_576,
      check: `proyecto (reservadas, un año) tabla ${check.project[0]} = rollup ${check.project[1]}; inmobiliaria (todas, un año) tabla ${check.agency[0]} = rollup ${check.agency[1]}; bloques (365 días: proyecto, inmobiliaria, contactos) tabla ${check.blocks.map((b) => `${b[0]} = ${b[1]}`).join(', ')}${check.rebuildDifferences >= 0 ? `; filas distintas de dashboard_rollups_rebuild(): ${check.rebuildDifferences}` : ''}`, // prettier-ignore
      projectId: seeded.busiestProject,
    };
  } finally {
    await session.close();
  }
}

async function onPglite(
  port: number,
): Promise<DashboardReport['engines'][number] & Partial<DashboardReport>> {
  // prettier-ignore
  let seeded: Seeded | undefined;
  if (!REUSE || !existsSync(`${PGLITE_DIR}/PG_VERSION`)) {
    rmSync(PGLITE_DIR, { recursive: true, force: true });
    await seedDashboardBasics({ dataDir: PGLITE_DIR });
    seeded = await seedOn(await pgliteSession(PGLITE_DIR), 'pg_database_size(current_database())'); // prettier-ignore
  }
  const server = await startServer(port, { DATA_DIR: PGLITE_DIR, ...SERVER_ENV });
  try {
    const cases = await measureEndpoints(server.url, seeded?.projectId ?? (await busiest()));
    const bundle = await measureDashboardBundle(server.url);
    const drawn = await measureDashboardDrawn(server.url);
    return { engine: 'PGlite', seeded: seeded ?? reused, cases, bundle, drawn };
  } finally {
    await stopServer(server.child);
    if (!REUSE) rmSync(PGLITE_DIR, { recursive: true, force: true });
  }
}

const reused: Seeded = { seconds: 0, phases: '-', rows: '(base reutilizada)', sizeMb: 0, check: '-', projectId: 0 }; // prettier-ignore

/** The busiest project of a reused database (the seed's first project). */
async function busiestOn(session: BulkSession): Promise<number> {
  try {
    const [row] = await session.rows(`select min(id) as id from projects where slug like 'banco-tablero-%'`); // prettier-ignore
    return Number(row?.id ?? 0);
  } finally {
    await session.close();
  }
}

const busiest = async () => busiestOn(await pgliteSession(PGLITE_DIR));

/** Whether a kept PostgreSQL database holds a finished seed (an interrupted one is redone). */
async function seededBefore(admin: postgres.Sql, name: string, url: string): Promise<boolean> {
  const [db] = await admin`select 1 as n from pg_database where datname = ${name}`;
  if (!db) return false;
  const session = postgresSession(url);
  try {
    const [row] = await session.rows(`select to_regclass('bench_seed_complete') is not null as done`); // prettier-ignore
    return row?.done === true;
  } finally {
    await session.close();
  }
}

/** With BENCH_DASHBOARD_REUSE=1 the PostgreSQL database keeps this name and survives the run. */
const PG_REUSED_NAME = `${PG_PREFIX}dashboard`;

async function onPostgres(adminUrl: string, port: number) {
  const name = REUSE ? PG_REUSED_NAME : `${PG_PREFIX}${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const found = REUSE && (await seededBefore(admin, name, url.href));
  try {
    let seeded = reused;
    if (!found) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      await seedDashboardBasics({ databaseUrl: url.href });
      seeded = await seedOn(postgresSession(url.href), 'pg_database_size(current_database())'); // prettier-ignore
      const marker = postgresSession(url.href);
      await marker.exec('create table bench_seed_complete ()').finally(() => marker.close());
    }
    const projectId = found ? await busiestOn(postgresSession(url.href)) : seeded.projectId;
    const server = await startServer(port, { DATABASE_URL: url.href, DATA_DIR: `/tmp/${name}`, ...SERVER_ENV }); // prettier-ignore
    try {
      return { engine: 'PostgreSQL', seeded, cases: await measureEndpoints(server.url, projectId) }; // prettier-ignore
    } finally {
      await stopServer(server.child);
    }
  } finally {
    if (!REUSE) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function measureDashboard(port = PORT): Promise<DashboardReport> {
  const engines: DashboardReport['engines'] = [];
  let bundle: DashboardBundle | undefined;
  let drawn: DashboardDrawn | undefined;
  if (process.env.BENCH_DASHBOARD_SKIP_PGLITE !== '1') {
    const { bundle: b, drawn: d, ...pglite } = await onPglite(port);
    engines.push(pglite);
    [bundle, drawn] = [b, d];
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) engines.push(await onPostgres(pgUrl, port + 1));
  return { quotations: QUOTATIONS, engines, bundle, drawn };
}

export function printDashboard(report: DashboardReport): void {
  const ms = (x: number) => x.toFixed(0);
  console.log(`Dashboard de /home con ${report.quotations.toLocaleString('es-CL')} cotizaciones:`);
  for (const { engine, seeded } of report.engines) {
    console.log(`  ${engine}: carga (COPY sin triggers de rollup, luego dashboard_rollups_rebuild()) ${seeded.seconds.toFixed(0)} s (${seeded.phases}), base ${seeded.sizeMb.toFixed(0)} MB; ${seeded.rows}`); // prettier-ignore
    console.log(`    rollups vs tablas: ${seeded.check}`);
  }
  console.log(
    'Endpoints POST /api/dashboard/* por loopback (200 consultas secuenciales cada uno):',
  );
  for (const { engine, cases } of report.engines) printEndpoints(engine, cases);
  const { bundle, drawn } = report;
  if (bundle) {
    console.log(`JavaScript propio de /home más allá del login y el shell (gzip): ${(bundle.gzipBytes / 1024).toFixed(1)} KB en ${bundle.files.length} archivos (meta ≤ 190 KB)`); // prettier-ignore
    console.log(
      `  todo lo que /home carga más allá del login, shell incluido: ${(bundle.afterLoginBytes / 1024).toFixed(1)} KB`,
    );
    for (const f of bundle.files) console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.name}`); // prettier-ignore
  }
  if (drawn) {
    console.log(`Carga de /home hasta los ${drawn.charts} gráficos dibujados (data-drawn, animación incluida), ${drawn.runs.length} veces: ${drawn.runs.map(ms).join(', ')} ms; mediana ${ms(drawn.median)} ms (meta ≤ 800 ms)`); // prettier-ignore
    console.log(`  hasta la opción puesta en los ${drawn.charts} lienzos (sin esperar la animación): ${drawn.optionRuns.map(ms).join(', ')} ms; mediana ${ms(drawn.optionMedian)} ms`); // prettier-ignore
    console.log(`  hasta la última de las ${drawn.charts} respuestas de /api/dashboard: ${drawn.apiRuns.map(ms).join(', ')} ms; mediana ${ms(drawn.apiMedian)} ms`); // prettier-ignore
  }
}

// `node --import tsx tests/bench/dashboard.ts` runs this benchmark alone (after `npm run build`).
if (process.argv[1]?.endsWith('dashboard.ts')) {
  printDashboard(await measureDashboard());
}
