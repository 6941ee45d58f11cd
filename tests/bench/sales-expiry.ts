import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { QuotationsDocument } from '../../graphql/generated/client/graphql';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { sweepExpired } from '../../src/server/modules/sales-expiry';
import { executeOperation, login, testConfig } from '../harness/test-app';
import { freshDatabase } from '../harness/test-database';
import { ensureTemplates } from '../harness/templates';

// Issue 31: the expiry sweep over many open quotations of which a tenth are due, and the p95 of a
// concurrent request (the quotations list, as an Admin) with and without the sweep running; the
// goals are printed with the figures. In one process on PGlite, as the single-machine server runs
// both. BENCH_EXPIRY_OPEN / BENCH_EXPIRY_DUE set other counts. Not a test: it prints figures.

const OPEN = Number(process.env.BENCH_EXPIRY_OPEN ?? 100_000);
const DUE = Number(process.env.BENCH_EXPIRY_DUE ?? 10_000);
const NOW = new Date();
const DAY = 86_400_000;

export interface SalesExpiryReport {
  open: number;
  due: number;
  sweeps: { ms: number; expired: number }[];
  idle: { p50Ms: number; p95Ms: number; samples: number };
  during: { p50Ms: number; p95Ms: number; samples: number };
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** Four projects quote for 15 days; the others set no validity. DUE of OPEN are a month old. */
async function seedOpenQuotations(database: Database): Promise<void> {
  const db = database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('backoffice.notifications', 'off', true)`);
    await tx.execute(sql`update projects set quotation_validity = null, reserve_validity = null`);
    await tx.execute(sql`update quotations set status = 'cancelled' where status = 'active'`);
    await tx.execute(sql`update projects set quotation_validity = 15
      where id in (select id from projects where deleted_at is null order by id limit 4)`);
    await tx.execute(sql`insert into quotations (project_id, customer_id, status, origin,
        created_at, updated_at)
      select p.id, c.id, 'active', 'web', t.at, t.at
      from generate_series(1, ${OPEN}) g(i)
      cross join lateral (select id from projects where quotation_validity = 15
        order by id offset (g.i % 4) limit 1) p
      cross join lateral (select id from customers order by id offset (g.i % 50) limit 1) c
      cross join lateral (select case when g.i <= ${DUE}
        then ${new Date(NOW.getTime() - 30 * DAY).toISOString()}::timestamptz - (g.i % 1000) * interval '1 minute'
        else ${new Date(NOW.getTime() - 2 * DAY).toISOString()}::timestamptz + (g.i % 1000) * interval '1 minute'
        end as at) t`);
  });
}

async function listLatencies(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string,
  until: () => boolean,
  min: number,
): Promise<number[]> {
  const times: number[] = [];
  while (times.length < min || !until()) {
    const started = performance.now();
    const res = await executeOperation(app, QuotationsDocument, { page: 1 }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureSalesExpiry(): Promise<SalesExpiryReport> {
  await ensureTemplates();
  const database = await freshDatabase('demo');
  const app = await buildApp({ database, config: testConfig() });
  await app.ready();
  try {
    await seedOpenQuotations(database);
    const { access_token } = await login(app, 'admin@demo.cl');
    await listLatencies(app, access_token, () => true, 20); // warm-up
    const idle = await listLatencies(app, access_token, () => true, 200);

    const sweeps: SalesExpiryReport['sweeps'] = [];
    let started = performance.now();
    const alone = await sweepExpired({ db: database.db, foreground: app.foreground }, NOW);
    sweeps.push({ ms: performance.now() - started, expired: alone.quotations });

    // The same due quotations open again, then swept while the list is being read.
    await database.db.execute(sql`update quotations set status = 'active'
      where status = 'expired' and created_at < ${new Date(NOW.getTime() - 20 * DAY).toISOString()}::timestamptz`);
    let done = false;
    started = performance.now();
    const sweeping = sweepExpired({ db: database.db, foreground: app.foreground }, NOW).then(
      (result) => {
        sweeps.push({ ms: performance.now() - started, expired: result.quotations });
        done = true;
      },
    );
    const during = await listLatencies(app, access_token, () => done, 10);
    await sweeping;
    const stats = (xs: number[]) => ({
      p50Ms: percentile(xs, 0.5),
      p95Ms: percentile(xs, 0.95),
      samples: xs.length,
    });
    return { open: OPEN, due: DUE, sweeps, idle: stats(idle), during: stats(during) };
  } finally {
    await app.close();
    await database.close();
  }
}

export function printSalesExpiry(report: SalesExpiryReport): void {
  const [alone, concurrent] = report.sweeps;
  console.log(
    `Vencimiento de cotizaciones: ${report.open.toLocaleString('es-CL')} vigentes, ${report.due.toLocaleString('es-CL')} vencidas (meta ≤ 2000 ms)`,
  );
  if (alone) console.log(`  barrido solo: ${alone.ms.toFixed(0)} ms, ${alone.expired} vencidas`);
  if (concurrent) {
    console.log(
      `  barrido con la lista en paralelo: ${concurrent.ms.toFixed(0)} ms, ${concurrent.expired} vencidas`,
    );
  }
  const ratio = report.during.p95Ms / Math.max(report.idle.p95Ms, 0.001);
  console.log(
    `  lista de cotizaciones (Admin): p95 ${report.idle.p95Ms.toFixed(1)} ms sin barrido (${report.idle.samples}), ` +
      `${report.during.p95Ms.toFixed(1)} ms durante el barrido (${report.during.samples}); ${ratio.toFixed(2)}× (meta ≤ 1,5×)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSalesExpiry(await measureSalesExpiry());
}
