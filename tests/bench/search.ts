import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { z } from 'zod';
import { SearchDocument } from '../../graphql/generated/client/graphql';
import { formatRut, rutCheckDigit } from '../../src/shared/rut';
import { openDatabase } from '../../src/server/db/client';
import { benchAgencyId } from './quotations-list.seed';
import { ADMIN, AGENCY_ADMIN, CUSTOMERS, rutBodyOf, seedSearchBench } from './search.seed';
import { demoToken, startServer, stopServer } from './server-process';

// Issue 33: the search from anywhere (Ctrl+K) over 1,000,000 quotations and 200,000 prospects,
// over loopback on PGlite (its goal is in issue 33 and ADR 0034): by RUT (both spellings), by a quotation's number,
// by name, by email, and as an agency role. Sequential requests: latency, not throughput.
// BENCH_QUOTATIONS and BENCH_PROSPECTS set other counts; BENCH_DATA_DIR, BENCH_PORT and
// BENCH_KEEP_DATA=1 as in quotations-list.ts (a kept data dir is reused, not seeded again).
// BENCH_BASELINE_DIR: another checkout's build (its dist-server, migrations and SDL) measured on
// the same data, alternating with this one BENCH_ROUNDS times, so a shared machine's load falls
// on both alike.

export const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 1_000_000);
export const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 200_000);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/backoffice-bench-search';
const PORT = Number(process.env.BENCH_PORT ?? 4296);
const KEEP_DATA = process.env.BENCH_KEEP_DATA === '1';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
  /** Hits of the last answer, every kind together. */
  hits: number;
}

type Cases = { label: string; latency: Latency }[];

export interface SearchReport {
  quotations: number;
  prospects: number;
  cases: Cases;
  /** The same cases on BENCH_BASELINE_DIR's build, when given. */
  baseline?: Cases;
}

interface Timed {
  times: number[];
  hits: number;
}

const answer = z.object({
  data: z
    .object({
      search: z.object({ groups: z.array(z.object({ hits: z.array(z.unknown()) })) }),
    })
    .optional(),
  errors: z.unknown().optional(),
});

/** `n` sequential searches after 20 to warm up. */
async function searches(url: string, token: string, text: string): Promise<Timed> {
  const body = JSON.stringify({ query: print(SearchDocument), variables: { text, limit: 5 } });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < SAMPLES + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const parsed = answer.parse(await res.json());
    const ms = performance.now() - t0;
    if (!parsed.data || parsed.errors) {
      throw new Error(`search failed: ${JSON.stringify(parsed).slice(0, 500)}`);
    }
    hits = parsed.data.search.groups.reduce((n, group) => n + group.hits.length, 0);
    if (i >= 20) times.push(ms);
  }
  return { times, hits };
}

/** The percentiles of every round's samples of each case together. */
function latencies(rounds: Map<string, Timed>[]): Cases {
  const labels = [...(rounds[0]?.keys() ?? [])];
  return labels.map((label) => {
    const times = rounds.flatMap((round) => round.get(label)?.times ?? []).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const hits = rounds[rounds.length - 1]?.get(label)?.hits ?? 0;
    return { label, latency: { p50Ms: at(0.5), p95Ms: at(0.95), samples: times.length, hits } };
  });
}

async function measure(url: string): Promise<Map<string, Timed>> {
  const admin = await demoToken(url, ADMIN.email, ADMIN.password);
  const agencyAdmin = await demoToken(url, AGENCY_ADMIN.email, AGENCY_ADMIN.password);
  const body = rutBodyOf(1_234);
  const rut = `${body}${rutCheckDigit(body)}`;
  const cases: [string, string, string][] = [
    ['RUT con puntos y guion', admin, formatRut(rut)],
    ['RUT sin puntos ni guion', admin, rut],
    ['número de cotización', admin, String(Math.floor(QUOTATIONS / 2))],
    ['nombre y apellido', admin, 'camila gonzalez'],
    ['un apellido común', admin, 'sepulveda'],
    ['correo', admin, 'cliente1234@correo.cl'],
    ['inmobiliaria (rol con alcance), nombre', agencyAdmin, 'valentina rojas'],
    ['inmobiliaria (rol con alcance), RUT', agencyAdmin, formatRut(rut)],
  ];
  const results = new Map<string, Timed>();
  for (const [label, token, text] of cases) results.set(label, await searches(url, token, text));
  return results;
}

/** One round on one build: its server on the data, the cases, the server stopped. */
async function round(port: number, cwd?: string): Promise<Map<string, Timed>> {
  const server = await startServer(port, { DATA_DIR, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' }, cwd); // prettier-ignore
  try {
    return await measure(server.url);
  } finally {
    await stopServer(server.child);
  }
}

export async function measureSearch(port = PORT): Promise<SearchReport> {
  const reuse = KEEP_DATA && existsSync(join(DATA_DIR, 'PG_VERSION'));
  if (!reuse) rmSync(DATA_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: DATA_DIR });
  if (reuse) await benchAgencyId(database);
  else await seedSearchBench(database, QUOTATIONS, PROSPECTS, CUSTOMERS);
  await database.close();
  try {
    const own: Map<string, Timed>[] = [];
    const baseline: Map<string, Timed>[] = [];
    for (let i = 0; i < (BASELINE_DIR ? ROUNDS : 1); i++) {
      if (BASELINE_DIR) baseline.push(await round(port, BASELINE_DIR));
      own.push(await round(port));
    }
    return {
      quotations: QUOTATIONS,
      prospects: PROSPECTS,
      cases: latencies(own),
      ...(BASELINE_DIR ? { baseline: latencies(baseline) } : {}),
    };
  } finally {
    if (!KEEP_DATA) rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

export function printSearch(report: SearchReport): void {
  const count = (n: number) => n.toLocaleString('es-CL');
  console.log(
    `Búsqueda desde cualquier parte por loopback, PGlite, con ${count(report.quotations)} cotizaciones y ${count(report.prospects)} negocios (meta p95 ≤ 50 ms):`,
  );
  const line = ({ label, latency }: Cases[number]) =>
    `${label} (${latency.hits} resultados): p50 ${latency.p50Ms.toFixed(1)} ms, p95 ${latency.p95Ms.toFixed(1)} ms`;
  if (!report.baseline) {
    for (const one of report.cases) console.log(`  ${line(one)}`);
    return;
  }
  report.cases.forEach((one, i) => {
    const before = report.baseline?.[i];
    const then =
      before && `${before.latency.hits} resultados, ${line(before).replace(/^.*: /, '')}`;
    console.log(`  ${line(one)}${then ? `; antes (${then})` : ''}`);
  });
}

// Run on its own: `node --import tsx tests/bench/search.ts` (after `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSearch(await measureSearch());
}
