import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationPolicy, restPolicy } from '../../../src/shared/access';
import { signInAll, type Principal, type PrincipalName } from '../../harness/principals';
import { startTestApp, type TestApp } from '../../harness/test-app';
import { contractOperations, operationProbe } from './operation-probes';
import { checkOperations } from './operations-runner';
import { checkRestRoutes } from './rest-runner';
import { checkSubscriptions } from './subscriptions-runner';
import { Tally } from './tally';
import { listenForSockets } from './ws-probe';

// Issue 3, item 6, pass 1: every query, mutation and subscription of the contract and every REST
// route of the policy, for each of the eight principals, is allowed or refused exactly as
// src/shared/access says. One database for the file: the probes' writes aim at ids that do not
// exist, queries run before mutations, and the REST checks (which end with /logout) run last.

vi.mock('../../../src/server/graphql/authorize', async (importOriginal) => {
  const { recordingGate } = await import('./gate-recorder');
  return recordingGate(await importOriginal());
});

const NAMES: PrincipalName[] = [
  'Admin',
  'SuperAdmin',
  'RealstateAdmin',
  'RealstateUser',
  'RealstateVendor',
  'PreapprovalUser',
  'NewsUser',
  'anonymous',
];
const tallies = {
  operations: new Tally('pasada 1, consultas y mutaciones'),
  subscriptions: new Tally('pasada 1, suscripciones'),
  rest: new Tally('pasada 1, rutas REST'),
};

let t: TestApp;
let url: string;
let principals: Map<PrincipalName, Principal>;
const principal = (name: PrincipalName) => {
  const found = principals.get(name);
  if (!found) throw new Error(`sin principal ${name}`);
  return found;
};

beforeAll(async () => {
  t = await startTestApp('demo');
  url = await listenForSockets(t.app);
  principals = new Map((await signInAll(t)).map((p) => [p.name, p]));
});
afterAll(async () => {
  const all = Object.values(tallies);
  for (const tally of all) tally.print();
  const cases = all.reduce((n, tally) => n + tally.cases, 0);
  const leaks = all.reduce((n, tally) => n + tally.leaks.length, 0);
  console.info(`[autorización] pasada 1 en total: ${cases} casos, ${leaks} fugas`);
  await t?.close();
});

describe('the contract and the policy', () => {
  it('name the same operations, of the same kind, both ways', () => {
    const inSchema = contractOperations().map((o) => o.field.name);
    expect(inSchema.filter((name) => !Object.hasOwn(operationPolicy, name))).toEqual([]);
    expect(Object.keys(operationPolicy).filter((name) => !inSchema.includes(name))).toEqual([]);
    for (const { kind, field } of contractOperations()) {
      expect(operationPolicy[field.name]?.kind, field.name).toBe(kind);
    }
  });

  it('every operation has a probe (none left uncovered)', () => {
    const uncovered: string[] = [];
    const own: string[] = [];
    for (const { kind, field } of contractOperations()) {
      try {
        if (operationProbe(kind, field).source === 'extended') own.push(field.name);
      } catch {
        uncovered.push(field.name);
      }
    }
    const total = contractOperations().length;
    tallies.operations.notes.push(
      `sondas: ${total - uncovered.length} de ${total}, sin cubrir: ${uncovered.length}; ` +
        `armadas aquí (uploads, inputs, suscripciones): ${own.join(', ')}`,
    );
    expect(uncovered).toEqual([]);
    expect(total).toBe(Object.keys(operationPolicy).length);
    expect(total).toBeGreaterThan(100);
  });
});

// Queries for everyone first, then mutations: a mutation can never change what a query answers.
describe.each(['query', 'mutation'] as const)('every %s', (kind) => {
  it.each(NAMES)('%s: allowed or refused as the policy says', async (name) => {
    expect(await checkOperations(t.app, principal(name), kind, tallies.operations)).toEqual([]);
  });
});

describe('every subscription, over graphql-ws', () => {
  it.each(NAMES)('%s: accepted or refused as the policy says', async (name) => {
    const found = await checkSubscriptions(t, url, principal(name), tallies.subscriptions);
    expect(found).toEqual([]);
  });
});

describe('every REST route', () => {
  it('answers each principal as the policy says (POST /logout last)', async () => {
    const found = await checkRestRoutes(t.app, [...principals.values()], tallies.rest);
    expect(found).toEqual([]);
    expect(tallies.rest.cases).toBe(restPolicy.length * NAMES.length);
  });
});
