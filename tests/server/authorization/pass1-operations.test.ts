import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canRunOperation, operationPolicy } from '../../../src/shared/access';
import { signInAll, type Principal, type PrincipalName } from '../../harness/principals';
import { startTestApp, type TestApp } from '../../harness/test-app';
import { gateDecisions, lastDecision } from './gate-recorder';
import { contractOperations, operationProbe } from './operation-probes';
import { sendProbe } from './probe-request';
import { Tally } from './tally';
import { judgeOperation, outcomeLabel } from './verdicts';

// Issue 3, item 6, pass 1 (queries and mutations): every root field of the contract, for each of
// the eight principals, is allowed or refused exactly as src/shared/access says. The file has its
// own database, so the probes' writes (all aimed at ids that do not exist) touch no other test.

vi.mock('../../../src/server/graphql/authorize', async (importOriginal) => {
  const { recordingGate } = await import('./gate-recorder');
  return recordingGate(await importOriginal());
});

const PRINCIPALS: PrincipalName[] = [
  'Admin',
  'SuperAdmin',
  'RealstateAdmin',
  'RealstateUser',
  'RealstateVendor',
  'PreapprovalUser',
  'NewsUser',
  'anonymous',
];

let t: TestApp;
let principals: Map<PrincipalName, Principal>;
const tally = new Tally('pasada 1, consultas y mutaciones');
const operations = contractOperations().filter((o) => o.kind !== 'subscription');

beforeAll(async () => {
  t = await startTestApp('demo');
  principals = new Map((await signInAll(t)).map((p) => [p.name, p]));
});
afterAll(async () => {
  tally.print();
  await t?.close();
});

describe('the contract and the policy', () => {
  it('name the same operations, both ways', () => {
    const inSchema = contractOperations().map((o) => o.field.name);
    expect(inSchema.filter((name) => !Object.hasOwn(operationPolicy, name))).toEqual([]);
    expect(Object.keys(operationPolicy).filter((name) => !inSchema.includes(name))).toEqual([]);
    for (const { kind, field } of contractOperations()) {
      expect(operationPolicy[field.name]?.kind, field.name).toBe(kind);
    }
  });

  it('every query and mutation has a probe (none left uncovered)', () => {
    const probes = operations.map(({ kind, field }) => operationProbe(kind, field));
    const extended = probes.filter((p) => p.source === 'extended').map((p) => p.name);
    tally.notes.push(
      `sondas: ${probes.length} (${extended.length} propias: ${extended.join(', ')})`,
    );
    expect(probes).toHaveLength(operations.length);
    expect(operations.length).toBeGreaterThan(100);
  });
});

// Queries for everyone first, then mutations: a mutation can never change what a query answers.
describe.each(['query', 'mutation'] as const)('every %s', (kind) => {
  it.each(PRINCIPALS)('%s is allowed or refused as the policy says', async (name) => {
    const principal = principals.get(name);
    if (!principal) throw new Error(`sin principal ${name}`);
    const found = [];
    for (const { field } of operations.filter((o) => o.kind === kind)) {
      const probe = operationProbe(kind, field);
      const allowed = canRunOperation(field.name, principal.subject);
      const since = gateDecisions.length;
      const answer = await sendProbe(t.app, probe, principal);
      const gate = lastDecision(field.name, principal.userId, since);
      const verdict = judgeOperation(field.name, principal, allowed, answer, gate);
      const outcome = allowed ? outcomeLabel(answer) : undefined;
      if (tally.record(verdict, outcome)) found.push(verdict);
    }
    expect(found).toEqual([]);
  });
});
