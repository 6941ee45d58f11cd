import { performance } from 'node:perf_hooks';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import {
  bookingOrders,
  bookingRequests,
  payments,
  projectPaymentKeys,
  projects,
  properties,
} from '../../src/server/db/schema';
import { encryptSecret } from '../../src/server/payments/payment-keys';
import { testConfig } from '../harness/test-app';
import { flowAnswer, startFakeFlow } from '../support/fake-flow';

// Flow's confirmation latency (issue 31; the goal is printed with the figures): a server on
// PGlite in this process with the demo seed, a fake Flow on loopback that waits before each answer
// as the real one would, and N pending reservations of free homes, each with its order and a payment
// whose token Flow reports paid. Each confirmation is POSTed over HTTP as Flow does; measured from
// sending to the 200, which comes after the signed status call, the reservation paid, its home
// held, its order approved and the audit rows and notification written. One at a time, then 8 at
// a time (other payments) to see the lock-free path under load.

export interface FlowConfirmationFigures {
  n: number;
  sequential: number[];
  concurrent: number[];
  paid: number;
}

const N = 120;
const CONCURRENCY = 8;
const PORT = Number(process.env.BENCH_FLOW_PORT ?? 4296);
const KEYS = { apiKey: 'AK-BENCH-0001', secretKey: 'sk-bench-ñandú' };

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

export async function measureFlowConfirmation(): Promise<FlowConfirmationFigures> {
  const flow = await startFakeFlow({ merchants: { [KEYS.apiKey]: KEYS.secretKey }, delayMs: 50 });
  const database = await openDatabase({});
  await seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' });
  const config = testConfig({ flowApiUrl: flow.url, port: PORT });
  const app = await buildApp({ database, config });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  try {
    const { db } = database;
    const live = await db.select({ id: projects.id }).from(projects).where(isNull(projects.deleted_at)); // prettier-ignore
    for (const project of live) {
      const values = {
        api_key_encrypted: encryptSecret(KEYS.apiKey, config.paymentKeysSecret),
        secret_key_encrypted: encryptSecret(KEYS.secretKey, config.paymentKeysSecret),
      };
      await db.insert(projectPaymentKeys).values({ project_id: project.id, ...values }).onConflictDoUpdate({ target: projectPaymentKeys.project_id, set: values }); // prettier-ignore
    }
    const homes = await db
      .select({ id: properties.id, project_id: properties.project_id })
      .from(properties)
      .where(
        and(
          eq(properties.available, true),
          isNull(properties.deleted_at),
          notExists(db.select({ one: sql`1` }).from(bookingRequests).where(eq(bookingRequests.property_id, properties.id))), // prettier-ignore
        ),
      )
      .orderBy(asc(properties.id))
      .limit(N * 2);
    const tokens: string[] = [];
    for (const [i, home] of homes.entries()) {
      const [request] = await db.insert(bookingRequests).values({ project_id: home.project_id, property_id: home.id, amount: 250_000, contact_name: `Cliente de medición ${i}`, contact_email: `medicion${i}@correo.cl` }).returning(); // prettier-ignore
      await db.insert(bookingOrders).values({ project_id: home.project_id, booking_request_id: request!.id }); // prettier-ignore
      const token = `TK-BENCH-${i}`;
      const commerceOrder = `RES-BENCH-${i}`;
      await db.insert(payments).values({ project_id: home.project_id, booking_request_id: request!.id, transaction_amount: 250_000, token, commerce_order: commerceOrder }); // prettier-ignore
      flow.payment(token, flowAnswer({ commerceOrder, amount: 250_000 }, 2));
      tokens.push(token);
    }
    const confirm = async (token: string) => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/payments/flow/confirmation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`confirmación ${res.status}`);
      return performance.now() - started;
    };
    const half = Math.floor(tokens.length / 2);
    await confirm(tokens[0]!); // warm-up
    const sequential: number[] = [];
    for (const token of tokens.slice(1, half)) sequential.push(await confirm(token));
    const concurrent: number[] = [];
    const queue = tokens.slice(half);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let token = queue.shift(); token; token = queue.shift()) concurrent.push(await confirm(token)); // prettier-ignore
      }),
    );
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(and(eq(payments.status, 'paid'), sql`${payments.token} like 'TK-BENCH-%'`)); // prettier-ignore
    return { n: tokens.length, sequential, concurrent, paid: row?.n ?? 0 };
  } finally {
    await app.close();
    await database.close();
    await flow.close();
  }
}

export function printFlowConfirmation(f: FlowConfirmationFigures) {
  const line = (name: string, xs: number[]) =>
    `  ${name} (${xs.length}): p50 ${pct(xs, 50).toFixed(0)} ms · p95 ${pct(xs, 95).toFixed(0)} ms · p99 ${pct(xs, 99).toFixed(0)} ms`;
  console.log(`Confirmación de Flow con la pasarela respondiendo en 50 ms (meta p99 ≤ 500 ms), ${f.paid} de ${f.n} pagos quedaron pagados:`); // prettier-ignore
  console.log(line('de a una', f.sequential));
  console.log(line(`de a ${CONCURRENCY}`, f.concurrent));
}

// `npx tsx tests/bench/flow-confirmation.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printFlowConfirmation(await measureFlowConfirmation());
}
