import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import postgres from 'postgres';
import { z } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  MeDocument,
  QuotationsDocument,
  type QuotationsQueryVariables,
} from '../../graphql/generated/client/graphql';
import { formatRut, rutCheckDigit } from '../../src/shared/rut';
import { openDatabase } from '../../src/server/db/client';
import {
  ADMIN,
  AGENCY_ADMIN,
  benchAgencyId,
  rutBodyOf,
  seedQuotationsBench,
} from './quotations-list.seed';
import { demoToken, startServer, stopServer } from './server-process';

// Issue 6: the quotations list over 1,000,000 quotations with filters, over loopback (goal p95 ≤
// 20 ms), on PGlite and, when TEST_DATABASE_URL names a PostgreSQL role that may create
// databases, on PostgreSQL too (goal: PGlite within 2× of it). Sequential requests: latency, not
// throughput. BENCH_QUOTATIONS sets another count. Not a test: it prints figures.

export const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 1_000_000);
// Several people may bench on one machine: BENCH_DATA_DIR (PGlite's directory), BENCH_PORT (the
// PGlite server's; PostgreSQL's is the next) and BENCH_PG_PREFIX (the PostgreSQL database names)
// keep runs apart. BENCH_KEEP_DATA=1 keeps the seeded PGlite directory and reuses it next time
// (a seeded million takes minutes; EXPLAIN can read it between runs).
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/backoffice-bench-quotations';
const PORT = Number(process.env.BENCH_PORT ?? 4294);
const PG_PREFIX = process.env.BENCH_PG_PREFIX ?? 'bo_bench_';
const KEEP_DATA = process.env.BENCH_KEEP_DATA === '1';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
  total: number;
}

/** A sorted page beside the same page unsorted, measured alternately (issue 33's goal). */
export interface SortedCase {
  label: string;
  unsorted: Latency;
  sorted: Latency;
}

export interface QuotationsReport {
  quotations: number;
  engines: {
    engine: string;
    me: Latency;
    cases: { label: string; latency: Latency }[];
    sorted?: SortedCase[];
  }[];
}

const answer = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() });
const pageAnswer = z.object({
  data: z.object({
    quotations: z.object({
      total: z.number(),
      data: z.array(z.object({ project: z.object({ id: z.string() }).nullable() })),
    }),
  }),
});

function tokenOf(url: string, user: { email: string; password: string }) {
  return demoToken(url, user.email, user.password);
}

/** `n` sequential round trips after 20 to warm up; the last answer's total. */
async function roundTrips<TResult, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  n = SAMPLES,
): Promise<Latency & { json: unknown }> {
  const body = JSON.stringify({ query: print(document), variables });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let json: unknown = null;
  for (let i = 0; i < n + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const parsed = answer.parse(await res.json());
    const ms = performance.now() - t0;
    if (!parsed.data || parsed.errors) {
      throw new Error(`request failed: ${JSON.stringify(parsed).slice(0, 500)}`);
    }
    json = parsed;
    if (i >= 20) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const total = pageAnswer.safeParse(json).data?.data.quotations.total ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), samples: times.length, total, json };
}

/**
 * The same page unsorted and sorted, one request of each in turn (after a warm-up of each),
 * so both see the same machine load: the p95 of each.
 */
async function alternating(
  url: string,
  token: string,
  unsorted: QuotationsQueryVariables,
  sort: string,
  n = SAMPLES,
): Promise<{ unsorted: Latency; sorted: Latency }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const query = print(QuotationsDocument);
  const bodies = [unsorted, { ...unsorted, sort }].map((variables) =>
    JSON.stringify({ query, variables }),
  );
  const times: [number[], number[]] = [[], []];
  const totals = [0, 0];
  for (let i = 0; i < n + 20; i++) {
    for (const k of [0, 1] as const) {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: bodies[k] });
      const parsed = answer.parse(await res.json());
      const ms = performance.now() - t0;
      if (!parsed.data || parsed.errors) {
        throw new Error(`request failed: ${JSON.stringify(parsed).slice(0, 500)}`);
      }
      totals[k] = pageAnswer.safeParse(parsed).data?.data.quotations.total ?? 0;
      if (i >= 20) times[k].push(ms);
    }
  }
  const latency = (k: 0 | 1): Latency => {
    const sorted = [...times[k]].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0; // prettier-ignore
    return { p50Ms: at(0.5), p95Ms: at(0.95), samples: sorted.length, total: totals[k] ?? 0 };
  };
  return { unsorted: latency(0), sorted: latency(1) };
}

/** A Chile day `daysAgo` days back, 'YYYY-MM-DD', on the given day of its month. */
const day = (daysAgo: number, dayOfMonth: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  date.setUTCDate(dayOfMonth);
  return date.toISOString().slice(0, 10);
};

const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };

async function measure(url: string, engine: string, agencyId: number) {
  const admin = await tokenOf(url, ADMIN);
  const agencyAdmin = await tokenOf(url, AGENCY_ADMIN);
  const me = await roundTrips(url, admin, MeDocument, {});
  const first = await roundTrips(url, admin, QuotationsDocument, { ...BLANK, page: 1 }, 5);
  const busiest = pageAnswer.parse(first.json).data.quotations.data[0]?.project?.id ?? '';
  const customer = 1_234;
  const body = rutBodyOf(customer);
  const cases: [string, string, QuotationsQueryVariables][] = [
    ['página 1 sin filtros', admin, {}],
    ['página 100 sin filtros', admin, { page: 100 }],
    ['por proyecto', admin, { project_id: busiest }],
    ['por proyecto y 4 meses (meses parciales)', admin, { project_id: busiest, date_ini: day(200, 10), date_end: day(80, 20) }], // prettier-ignore
    ['por inmobiliaria y estado', admin, { real_state_agency: String(agencyId), status: 'active' }],
    ['todo un año y estado', admin, { date_ini: day(500, 15), date_end: day(130, 14), status: 'cancelled' }], // prettier-ignore
    ['inmobiliaria (rol con alcance), sin filtros', agencyAdmin, {}],
    ['inmobiliaria (rol con alcance), 6 meses', agencyAdmin, { date_ini: day(400, 1), date_end: day(220, 28) }], // prettier-ignore
    [
      'búsqueda por RUT con puntos y guion',
      admin,
      { search: formatRut(body, rutCheckDigit(body)) },
    ],
    ['búsqueda por nombre y apellido', admin, { search: 'camila gonzalez' }],
  ];
  const results = [];
  for (const [label, token, vars] of cases) {
    const latency = await roundTrips(url, token, QuotationsDocument, { ...BLANK, ...vars });
    results.push({ label, latency });
  }
  // Issue 33: the sorts staff use, each beside the same page in the list's own order.
  const sortCases: [string, string, QuotationsQueryVariables, string][] = [
    ['página 1 sin filtros, por estado', admin, {}, 'status'],
    ['página 1 sin filtros, por fecha ascendente', admin, {}, 'created_at'],
    ['página 1 sin filtros, por N° descendente', admin, {}, '-id'],
    ['página 100 sin filtros, por estado', admin, { page: 100 }, 'status'],
    ['por proyecto, por estado descendente', admin, { project_id: busiest }, '-status'],
    ['por proyecto, por N°', admin, { project_id: busiest }, 'id'],
    ['inmobiliaria (rol con alcance), por N° descendente', agencyAdmin, {}, '-id'],
  ];
  const sorted: SortedCase[] = [];
  for (const [label, token, vars, sort] of sortCases) {
    sorted.push({ label, ...(await alternating(url, token, { ...BLANK, ...vars }, sort)) });
  }
  return { engine, me, cases: results, sorted };
}

async function onPglite(port: number) {
  const dataDir = DATA_DIR;
  const reuse = KEEP_DATA && existsSync(join(dataDir, 'PG_VERSION'));
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  const agencyId = reuse
    ? await benchAgencyId(database)
    : await seedQuotationsBench(database, QUOTATIONS);
  await database.close();
  const server = await startServer(port, { DATA_DIR: dataDir, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' }); // prettier-ignore
  try {
    return await measure(server.url, 'PGlite', agencyId);
  } finally {
    await stopServer(server.child);
    if (!KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string, port: number) {
  const name = `${PG_PREFIX}${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.href });
    const agencyId = await seedQuotationsBench(database, QUOTATIONS);
    await database.close();
    const server = await startServer(port, { DATABASE_URL: url.href, DATA_DIR: `/tmp/${name}`, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' }); // prettier-ignore
    try {
      return await measure(server.url, 'PostgreSQL', agencyId);
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function measureQuotationsList(port = PORT): Promise<QuotationsReport> {
  const engines = [await onPglite(port)];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) engines.push(await onPostgres(pgUrl, port + 1));
  return { quotations: QUOTATIONS, engines };
}

export function printQuotationsList(report: QuotationsReport): void {
  const figures = (l: Latency) => `p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms`;
  const [pglite, pg] = report.engines;
  console.log(
    `Lista de cotizaciones por loopback con ${report.quotations.toLocaleString('es-CL')} cotizaciones (meta p95 ≤ 20 ms; PGlite a ≤ 2× de PostgreSQL):`,
  );
  for (const engine of report.engines) {
    console.log(`  ${engine.engine} (referencia, me: ${figures(engine.me)}):`);
    engine.cases.forEach(({ label, latency }, i) => {
      const other = engine === pglite && pg ? pg.cases[i]?.latency : undefined;
      const ratio = other ? `; ${(latency.p95Ms / other.p95Ms).toFixed(1)}× PostgreSQL` : '';
      console.log(
        `    ${label} (total ${latency.total.toLocaleString('es-CL')}): ${figures(latency)}${ratio}`,
      );
    });
    if (!engine.sorted?.length) continue;
    console.log(
      '    Ordenadas (issue 33; meta p95 ≤ 1,2× la misma página sin ordenar, alternadas):',
    );
    for (const { label, unsorted, sorted } of engine.sorted) {
      const ratio = (sorted.p95Ms / unsorted.p95Ms).toFixed(2);
      console.log(
        `      ${label}: ordenada ${figures(sorted)}; sin ordenar ${figures(unsorted)}; ${ratio}×`,
      );
    }
  }
}

// Run on its own: `node --import tsx tests/bench/quotations-list.ts` (after `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printQuotationsList(await measureQuotationsList());
}
