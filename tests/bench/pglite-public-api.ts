import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  ProspectsPerTypeDocument,
  QuotationsDocument,
} from '../../graphql/generated/client/graphql';
import { openDatabase } from '../../src/server/db/client';
import * as board from './business-board.seed';
import { measureMe, type ThroughputReport } from './me-throughput';
import * as quotes from './quotations-list.seed';
import { demoToken, stopServer } from './server-process';

// Issue 28: PGlite through its public API only. Two builds side by side, each started from its
// own directory (its own dist-server/index.mjs) on its own copy of the same seeded data and its
// own port, measured alternately so that a busy machine weighs on both alike: the `me` query's
// throughput and p95, the quotations list and the business board (sequential p95). Not a test:
// it prints figures and the ratio new/old. Run after `npm run build` in both directories:
//   BENCH_BASELINE=/work/baseline node --import tsx tests/bench/pglite-public-api.ts

const BASELINE = resolve(process.env.BENCH_BASELINE ?? '../baseline');
const CURRENT = process.cwd();
const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 100_000);
const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 150);
const ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/backoffice-bench-pglite-api';
const PORT = Number(process.env.BENCH_PORT ?? 4380);

async function start(dir: string, dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist-server/index.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' }, // prettier-ignore
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** p95 of `SAMPLES` sequential round trips, after 20 to warm up. */
async function p95<V>(url: string, token: string, doc: TypedDocumentNode<unknown, V>, vars: V) {
  const body = JSON.stringify({ query: print(doc), variables: vars });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const json = (await res.json()) as { data?: unknown; errors?: unknown };
    if (!json.data || json.errors) throw new Error(JSON.stringify(json).slice(0, 300));
    if (i >= 20) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(0.95 * times.length)] ?? 0;
}

const Q = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };
const B = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '', page: 1 }; // prettier-ignore

type Figures = Record<string, number>;

async function measureBuild(dir: string, tag: string, port: number): Promise<Figures> {
  const figures: Figures = {};
  let child = await start(dir, join(ROOT, `quotations-${tag}`), port);
  try {
    const url = `http://127.0.0.1:${port}`;
    const admin = await demoToken(url, quotes.ADMIN.email, quotes.ADMIN.password);
    const scoped = await demoToken(url, quotes.AGENCY_ADMIN.email, quotes.AGENCY_ADMIN.password);
    const me: ThroughputReport = await measureMe(url, admin, 5, 8);
    figures['me: peticiones/s'] = me.perSecond;
    figures['me: p95 ms'] = me.p95Ms;
    figures['cotizaciones p1: p95 ms'] = await p95(url, admin, QuotationsDocument, { ...Q, page: 1 }); // prettier-ignore
    figures['cotizaciones por estado: p95 ms'] = await p95(url, admin, QuotationsDocument, { ...Q, status: 'active' }); // prettier-ignore
    figures['cotizaciones con alcance: p95 ms'] = await p95(url, scoped, QuotationsDocument, Q);
  } finally {
    await stopServer(child);
  }
  child = await start(dir, join(ROOT, `board-${tag}`), port);
  try {
    const url = `http://127.0.0.1:${port}`;
    const admin = await demoToken(url, board.ADMIN.email, board.ADMIN.password);
    const scoped = await demoToken(url, board.AGENCY_ADMIN.email, board.AGENCY_ADMIN.password);
    figures['tablero: p95 ms'] = await p95(url, admin, ProspectsPerTypeDocument, B);
    figures['tablero con alcance: p95 ms'] = await p95(url, scoped, ProspectsPerTypeDocument, B);
  } finally {
    await stopServer(child);
  }
  return figures;
}

async function seed() {
  for (const [name, run] of [
    ['quotations', (db: Awaited<ReturnType<typeof openDatabase>>) => quotes.seedQuotationsBench(db, QUOTATIONS)], // prettier-ignore
    ['board', (db: Awaited<ReturnType<typeof openDatabase>>) => board.seedBusinessBench(db, PROSPECTS)], // prettier-ignore
  ] as const) {
    const seeded = join(ROOT, `${name}-seed`);
    if (!existsSync(join(seeded, 'PG_VERSION')) || process.env.BENCH_KEEP_DATA !== '1') {
      rmSync(seeded, { recursive: true, force: true });
      const database = await openDatabase({ dataDir: seeded });
      await run(database);
      await database.close();
    }
    for (const tag of ['old', 'new']) {
      rmSync(join(ROOT, `${name}-${tag}`), { recursive: true, force: true });
      cpSync(seeded, join(ROOT, `${name}-${tag}`), { recursive: true });
    }
  }
}

await seed();
const runs: { old: Figures[]; new: Figures[] } = { old: [], new: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
  for (const tag of order) {
    const figures = await measureBuild(tag === 'old' ? BASELINE : CURRENT, tag, PORT);
    runs[tag].push(figures);
    console.log(`ronda ${round + 1} ${tag}:`, JSON.stringify(figures, (_, v: unknown) => typeof v === 'number' ? Math.round(v * 10) / 10 : v)); // prettier-ignore
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
console.log(`Mediana de ${ROUNDS} rondas alternadas (${QUOTATIONS} cotizaciones, ${PROSPECTS} negocios):`); // prettier-ignore
for (const key of Object.keys(runs.old[0] ?? {})) {
  const before = median(runs.old.map((f) => f[key] ?? 0));
  const after = median(runs.new.map((f) => f[key] ?? 0));
  console.log(`  ${key}: antes ${before.toFixed(1)}, ahora ${after.toFixed(1)} (${(after / before).toFixed(2)}×)`); // prettier-ignore
}
if (process.env.BENCH_KEEP_DATA !== '1') rmSync(ROOT, { recursive: true, force: true });
