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

// Issue 28: PGlite through its public API only. Builds side by side, each started from its own
// directory (its own dist-server/index.mjs) on its own copy of the same seeded data and its own
// port, all running at once and measured in short alternating turns so that a busy machine weighs
// on all alike: the `me` query's throughput and p95 (medians of the turns), the quotations list
// and the business board (p95 of every sequential request of every turn). Not a test:
// it prints figures and each build's ratio to the first. Run after `npm run build` in every
// directory; BENCH_BUILDS lists them as name=dir (a dir may hold a copy of another dist-server/):
//   BENCH_BUILDS=old=/work/baseline,new=. node --import tsx tests/bench/pglite-public-api.ts

const BUILDS = (process.env.BENCH_BUILDS ?? 'old=../baseline,new=.').split(',').map((item) => {
  const [name = '', dir = '.'] = item.split('=');
  return { name, dir: resolve(dir) };
});
const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 100_000);
const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 50_000);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 8);
/** Sequential requests per case in one turn. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
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

/** `n` sequential round trips' latencies, added to `into`. */
async function roundTrips<V>(
  url: string,
  token: string,
  doc: TypedDocumentNode<unknown, V>,
  vars: V,
  n: number,
  into: number[],
) {
  const body = JSON.stringify({ query: print(doc), variables: vars });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const json = (await res.json()) as { data?: unknown; errors?: unknown };
    if (!json.data || json.errors) throw new Error(JSON.stringify(json).slice(0, 300));
    into.push(performance.now() - t0);
  }
}

const Q = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };
const B = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '', page: 1 }; // prettier-ignore

type Figures = Record<string, number>;
interface Case {
  label: string;
  /** One short measurement of a build (its url and tokens) into `figures`' sample lists. */
  run: (url: string, tokens: string[], samples: Map<string, number[]>) => Promise<void>;
}

const push = (samples: Map<string, number[]>, key: string, value: number) =>
  samples.set(key, [...(samples.get(key) ?? []), value]);

const quotationCases: Case[] = [
  {
    label: 'me',
    run: async (url, [admin = ''], samples) => {
      const me: ThroughputReport = await measureMe(url, admin, 1, 8);
      push(samples, 'me: peticiones/s (mediana)', me.perSecond);
      push(samples, 'me: p95 ms (mediana)', me.p95Ms);
    },
  },
  ...(
    [
      ['cotizaciones p1', 0, { ...Q, page: 1 }],
      ['cotizaciones por estado', 0, { ...Q, status: 'active' }],
      ['cotizaciones con alcance', 1, Q],
    ] as const
  ).map(([label, who, vars]): Case => ({
    label,
    run: async (url, tokens, samples) => {
      const into = samples.get(`${label}: p95 ms`) ?? [];
      samples.set(`${label}: p95 ms`, into);
      await roundTrips(url, tokens[who] ?? '', QuotationsDocument, vars, SAMPLES, into);
    },
  })),
];

const boardCases: Case[] = (
  [
    ['tablero', 0],
    ['tablero con alcance', 1],
  ] as const
).map(([label, who]) => ({
  label,
  run: async (url, tokens, samples) => {
    const into = samples.get(`${label}: p95 ms`) ?? [];
    samples.set(`${label}: p95 ms`, into);
    await roundTrips(url, tokens[who] ?? '', ProspectsPerTypeDocument, B, SAMPLES, into);
  },
}));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(0.95 * values.length)] ?? 0;

/**
 * Every build at once, each on its own copy of `data` and its own port, measured in short turns
 * (`CYCLES` of them, each in another order) so that a busy spell of the machine weighs on all.
 */
async function measureAll(
  data: string,
  users: { email: string; password: string }[],
  cases: Case[],
): Promise<Map<string, Figures>> {
  const servers = [];
  try {
    for (const [i, build] of BUILDS.entries()) {
      const port = PORT + i;
      servers.push({ build, child: await start(build.dir, join(ROOT, `${data}-${build.name}`), port) }); // prettier-ignore
    }
    const ready = [];
    for (const [i, { build }] of servers.entries()) {
      const url = `http://127.0.0.1:${PORT + i}`;
      const tokens = [];
      for (const user of users) tokens.push(await demoToken(url, user.email, user.password));
      // What a server does just after it starts (reading its data from disk) is not measured.
      for (const c of cases) await c.run(url, tokens, new Map());
      ready.push({ build, url, tokens, samples: new Map<string, number[]>() });
    }
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      for (const c of cases) {
        for (let i = 0; i < ready.length; i++) {
          const server = ready[(i + cycle) % ready.length]!;
          await c.run(server.url, server.tokens, server.samples);
        }
      }
    }
    return new Map(
      ready.map(({ build, samples }) => [
        build.name,
        Object.fromEntries(
          [...samples].map(([key, values]) => [key, key.includes('mediana') ? median(values) : p95(values)]), // prettier-ignore
        ),
      ]),
    );
  } finally {
    for (const { child } of servers) await stopServer(child);
  }
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
    for (const { name: tag } of BUILDS) {
      rmSync(join(ROOT, `${name}-${tag}`), { recursive: true, force: true });
      cpSync(seeded, join(ROOT, `${name}-${tag}`), { recursive: true });
    }
  }
}

await seed();
const results = new Map<string, Figures>();
const quotationFigures = await measureAll('quotations', [quotes.ADMIN, quotes.AGENCY_ADMIN], quotationCases); // prettier-ignore
const boardFigures = await measureAll('board', [board.ADMIN, board.AGENCY_ADMIN], boardCases);
for (const { name } of BUILDS) {
  results.set(name, { ...quotationFigures.get(name), ...boardFigures.get(name) });
}
const [first] = BUILDS;
const base = results.get(first?.name ?? '') ?? {};
console.log(`${CYCLES} turnos por build (${QUOTATIONS} cotizaciones, ${PROSPECTS} negocios), razón respecto de ${first?.name}:`); // prettier-ignore
for (const key of Object.keys(base)) {
  const cells = BUILDS.map(({ name }) => {
    const value = results.get(name)?.[key] ?? 0;
    return `${name} ${value.toFixed(1)} (${(value / (base[key] ?? 1)).toFixed(2)}×)`;
  });
  console.log(`  ${key}: ${cells.join(', ')}`);
}
if (process.env.BENCH_KEEP_DATA !== '1') rmSync(ROOT, { recursive: true, force: true });
