import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { print, type ExecutionArgs } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { QuotationsDocument } from '../../graphql/generated/client/graphql';
import { loadConfig } from '../../src/server/config';
import { costRefusal } from '../../src/server/graphql/limits';
import { buildSchema } from '../../src/server/graphql/schema';
import { createGraphQL } from '../../src/server/graphql/yoga';
import { loadUnderAttack, type LoadReport } from '../server/hostile/load';

// Issue 27's figures: what the query limits add to each request of the quotations list, and the
// staff's p95 with and without an attacker (the goals are printed with them).

export interface LimitsCost {
  withLimitsP50: number;
  withoutLimitsP50: number;
  addedP50: number;
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The request's GraphQL front half as the server runs it (enveloping, parse and validate through
 * yoga's caches, then the cost of this request's variables), with the limits and without them,
 * in alternating rounds.
 */
export function measureLimitsCost(rounds = 20, perRound = 500): LimitsCost {
  const config = loadConfig({ DATA_DIR: '/tmp/backoffice-bench-limits', NODE_ENV: 'production' });
  const deps = { db: {} as never, config, bus: {} as never, authenticate: async () => null };
  const limited = createGraphQL(deps);
  const plain = createYoga({ schema: buildSchema() });
  const query = print(QuotationsDocument);
  const variables = { page: 1 };
  const viewer = { id: 1 };
  const once = (withLimits: boolean) => {
    const yoga = withLimits ? limited : plain;
    const { parse, validate, schema } = yoga.getEnveloped({ viewer, params: { query, variables } });
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length) throw new Error(errors[0]?.message);
    if (
      withLimits &&
      costRefusal({ schema, document, variableValues: variables } as ExecutionArgs)
    ) {
      throw new Error('refused');
    }
  };
  const timings = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (const withLimits of round % 2 ? [true, false] : [false, true]) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) once(withLimits);
      (withLimits ? timings.with : timings.without).push((performance.now() - started) / perRound);
    }
  }
  const withLimitsP50 = p50(timings.with);
  const withoutLimitsP50 = p50(timings.without);
  return { withLimitsP50, withoutLimitsP50, addedP50: withLimitsP50 - withoutLimitsP50 };
}

export function printLimitsCost(cost: LimitsCost) {
  console.log(
    `Límites de consulta, documento Quotations (parse + validate con cachés + costo): con ${(cost.withLimitsP50 * 1000).toFixed(0)} µs, sin ${(cost.withoutLimitsP50 * 1000).toFixed(0)} µs por solicitud; agregado p50 ${(cost.addedP50 * 1000).toFixed(0)} µs (meta ≤ 500 µs)`,
  );
}

export async function measureAttackLoad(url: string, staffToken: string, attackerToken: string) {
  return loadUnderAttack({ url, staffToken, attackerToken, clients: 20, phaseSeconds: 5, phases: 4 }); // prettier-ignore
}

export function printAttackLoad(report: LoadReport) {
  const { quiet, attacked } = report;
  console.log(
    `Lecturas de 20 clientes con y sin atacante (consulta anidada 12 niveles, ${report.attacks} envíos): p95 sin ${quiet.p95.toFixed(0)} ms (${quiet.requests} lecturas), con ${attacked.p95.toFixed(0)} ms (${attacked.requests}); razón ${(attacked.p95 / quiet.p95).toFixed(2)}× (meta ≤ 2×); p50 ${quiet.p50.toFixed(0)} / ${attacked.p50.toFixed(0)} ms; ${report.failures} fallidas`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLimitsCost(measureLimitsCost());
}
