import { createWriteStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { QuotationsDocument } from '../../graphql/generated/client/graphql';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import { demoToken } from './server-process';

// Issue 32: what the request log and the metrics cost on the quotations list of the demo (the
// goal, a small share of its p50, is printed with the figures). Two apps share one demo database in this process, one logging every
// request at info to /dev/null (a real write per line) with /metrics on, the other with neither;
// requests alternate between them so that both see the same machine. The request id and the
// gathering of the line's fields run in both: they are part of the app either way.
// Not a test: it prints figures.

const ROUNDS = Number(process.env.BENCH_OBSERVABILITY_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_OBSERVABILITY_REQUESTS ?? 100);
const METRICS_TOKEN = 'bench-metrics-token';

export interface ObservabilityReport {
  rounds: number;
  perRound: number;
  on: { p50Ms: number; p95Ms: number };
  off: { p50Ms: number; p95Ms: number };
  /** Median of (on − off) over adjacent pairs of requests: steadier than a difference of p50s. */
  pairedMs: number;
  /** What the log line and the metrics add to one request of a route that does nothing. */
  perRequestUs: { on: number; off: number };
  /** The size of one scrape of the logging app's metrics. */
  scrapeBytes: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function quotations(url: string, token: string): Promise<number> {
  const body = JSON.stringify({ query: print(QuotationsDocument), variables: { page: 1 } });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const t0 = performance.now();
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const json = (await res.json()) as { errors?: unknown };
  if (!res.ok || json.errors) throw new Error(`quotations: ${res.status} ${JSON.stringify(json)}`); // prettier-ignore
  return performance.now() - t0;
}

export async function measureObservability(): Promise<ObservabilityReport> {
  const database = await openDatabase({});
  const base = loadConfig({
    DATA_DIR: '/tmp/backoffice-bench-observability',
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
    PAYMENT_KEYS_SECRET: 'bench-payment-keys-secret-0123456789',
    OAUTH_CLIENT_SECRET: 'dev-secret',
  });
  await seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' });
  const sink = createWriteStream('/dev/null');
  const on = await buildApp({
    database,
    config: { ...base, staticDir: undefined, metricsToken: METRICS_TOKEN },
    logger: { level: 'info', stream: sink },
  });
  const off = await buildApp({ database, config: { ...base, staticDir: undefined } });
  try {
    const urls = await Promise.all(
      [on, off].map(async (app) => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      }),
    );
    const [onUrl = '', offUrl = ''] = urls;
    const token = await demoToken(onUrl, 'admin@demo.cl');
    // Warm-up of both (compiled queries, caches), not counted.
    for (let i = 0; i < 30; i++) {
      await quotations(onUrl, token);
      await quotations(offUrl, token);
    }
    // Requests alternate one by one, and which of a pair goes first alternates by round, so that
    // neither app always follows the other and a burst of load elsewhere hits both alike.
    const times = { on: [] as number[], off: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (let i = 0; i < PER_ROUND; i++) {
        for (const mode of order) {
          times[mode].push(await quotations(mode === 'on' ? onUrl : offUrl, token));
        }
      }
    }
    const pairs = times.on.map((ms, i) => ms - (times.off[i] ?? 0)).sort((a, b) => a - b);
    // The fixed cost per request, where nothing else hides it: /healthz through inject (no
    // socket), in alternated blocks, the median block of each app.
    const blocks = { on: [] as number[], off: [] as number[] };
    for (let round = 0; round < 20; round++) {
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const mode of order) {
        const app = mode === 'on' ? on : off;
        const t0 = performance.now();
        for (let i = 0; i < 500; i++) await app.inject({ method: 'GET', url: '/healthz' });
        blocks[mode].push(((performance.now() - t0) / 500) * 1000);
      }
    }
    const middle = (xs: number[]) =>
      quantile(
        [...xs].sort((a, b) => a - b),
        0.5,
      );
    const scrape = await fetch(`${onUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    if (!scrape.ok) throw new Error(`metrics: ${scrape.status}`);
    const scrapeBytes = (await scrape.text()).length;
    const figures = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return { p50Ms: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
    };
    return {
      rounds: ROUNDS,
      perRound: PER_ROUND,
      on: figures(times.on),
      off: figures(times.off),
      pairedMs: quantile(pairs, 0.5),
      perRequestUs: { on: middle(blocks.on), off: middle(blocks.off) },
      scrapeBytes,
    };
  } finally {
    await on.close();
    await off.close();
    sink.end();
    await database.close();
  }
}

export function printObservability(report: ObservabilityReport): void {
  const { on, off } = report;
  const overhead = off.p50Ms > 0 ? ((on.p50Ms - off.p50Ms) / off.p50Ms) * 100 : 0;
  console.log(
    `Registro de solicitudes y métricas, lista de cotizaciones de la demo (${report.rounds * report.perRound} solicitudes a cada una, alternadas; meta ≤ 5 % del p50):`,
  );
  console.log(`  sin registro ni métricas: p50 ${off.p50Ms.toFixed(2)} ms, p95 ${off.p95Ms.toFixed(2)} ms`); // prettier-ignore
  console.log(`  con registro y métricas:  p50 ${on.p50Ms.toFixed(2)} ms, p95 ${on.p95Ms.toFixed(2)} ms`); // prettier-ignore
  const paired = off.p50Ms > 0 ? (report.pairedMs / off.p50Ms) * 100 : 0;
  const fixed = report.perRequestUs.on - report.perRequestUs.off;
  console.log(
    `  sobrecosto: ${overhead.toFixed(1)} % entre p50; mediana de pares contiguos ${report.pairedMs.toFixed(2)} ms (${paired.toFixed(1)} % del p50)`,
  );
  console.log(
    `  costo fijo por solicitud (/healthz por inject): ${report.perRequestUs.off.toFixed(0)} → ${report.perRequestUs.on.toFixed(0)} µs, ${fixed.toFixed(0)} µs = ${((fixed / 1000 / off.p50Ms) * 100).toFixed(2)} % del p50 de la lista`,
  );
  console.log(`  un scrape de /metrics: ${(report.scrapeBytes / 1024).toFixed(1)} KB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printObservability(await measureObservability());
}
