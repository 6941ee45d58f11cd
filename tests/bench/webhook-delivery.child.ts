import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import { webhooks } from '../../src/server/db/schema';
import {
  salesContext,
  subscribe,
} from '../../src/server/modules/webhooks/webhooks.delivery.fixtures';
import { testConfig } from '../harness/test-app';

// The child of webhook-delivery.ts, run with --expose-gc: one server instance (PGlite, demo seed,
// its real runner) sending to a loopback receiver in this process. Prints one JSON line.

// WEBHOOK_BENCH_TOTAL: a shorter run while working on the runner.
const TOTAL = Number(process.env.WEBHOOK_BENCH_TOTAL ?? 10_000);
const HOOKS = 20;
const LATENCY_N = 200;
const SAMPLE_EVERY = 1_000;

const gc = (globalThis as { gc?: () => void }).gc;
const arrivals: { path: string; at: number }[] = [];
let onArrival: (() => void) | null = null;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    arrivals.push({ path: request.url ?? '', at: performance.now() });
    response.writeHead(200).end('{"ok":true}');
    onArrival?.();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const t0 = performance.now();
const database = await openDatabase({});
await seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' });
const app = await buildApp({
  database,
  config: testConfig({ webhooksAllowedHosts: ['127.0.0.1'] }),
});
const db = database.db;
const c = await salesContext(db);
process.stderr.write(`  demo sembrada en ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    if (done()) return resolve();
    onArrival = () => {
      if (done()) {
        onArrival = null;
        resolve();
      }
    };
  });
const memory = () => {
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapKb: Math.round(heapUsed / 1024), rssKb: Math.round(rss / 1024) };
};

// Throughput: the queue holds 10,000 deliveries to 20 receivers' paths when the runner starts.
for (let i = 0; i < HOOKS; i++)
  await subscribe(db, c.projectId, 'contact.created', `${base}/h${i}`);
await db.execute(sql`insert into contact_forms (project_id, name, email, query)
  select ${c.projectId}, 'Contacto de medición ' || g, 'medicion' || g || '@correo.cl', 'Consulta'
  from generate_series(1, ${TOTAL / HOOKS}) g`);
process.stderr.write(`  cola llena en ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
const samples = [memory()];
const started = performance.now();
app.webhookRunner.start();
for (let n = SAMPLE_EVERY; n <= TOTAL; n += SAMPLE_EVERY) {
  await until(() => arrivals.length >= n);
  samples.push(memory());
  process.stderr.write(
    `  ${n} entregas en ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
const seconds = (performance.now() - started) / 1000;
await app.webhookRunner.drain();

// Latency: one receiver, one contact at a time, from the INSERT's commit to the request.
await db.delete(webhooks);
await subscribe(db, c.projectId, 'contact.created', `${base}/latency`);
const latencies: number[] = [];
for (let i = 0; i < LATENCY_N; i++) {
  const before = arrivals.length;
  const arrived = until(() => arrivals.length > before);
  await db.execute(sql`insert into contact_forms (project_id, name, email, query)
    values (${c.projectId}, 'Contacto de latencia', 'latencia@correo.cl', 'Consulta')`);
  const committed = performance.now();
  await arrived;
  latencies.push(Math.max(0, (arrivals.at(-1)?.at ?? committed) - committed));
}

await app.webhookRunner.stop();
await app.close();
await database.close();
receiver.close();
console.log(JSON.stringify({ deliveries: TOTAL, hooks: HOOKS, seconds, samples, latencies }));
