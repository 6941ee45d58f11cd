import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { canRunOperation } from '../../../src/shared/access';
import { topics } from '../../../src/server/realtime/bus';
import { signInAll, type Principal } from '../../harness/principals';
import { startTestApp, type TestApp } from '../../harness/test-app';
import { gateDecisions, lastDecision } from './gate-recorder';
import { contractOperations, operationProbe, PROBE_ID } from './operation-probes';
import { Tally } from './tally';
import { judgeSubscription, type SubscriptionAnswer } from './verdicts';
import { connectAs, nextAnswer, publishUntilAnswered, subscribeProbe } from './ws-probe';

// Issue 3, item 6, pass 1 (subscriptions): every Subscription field over graphql-ws, for each of
// the eight principals. Accepted = the gate let it through and, where the suite knows an event the
// principal may hear, that event arrives; refused = the socket is closed or FORBIDDEN, no data.

vi.mock('../../../src/server/graphql/authorize', async (importOriginal) => {
  const { recordingGate } = await import('./gate-recorder');
  return recordingGate(await importOriginal());
});

let t: TestApp;
let url: string;
let principals: Principal[];
const tally = new Tally('pasada 1, suscripciones');
const subscriptions = contractOperations().filter((o) => o.kind === 'subscription');

beforeAll(async () => {
  t = await startTestApp('demo');
  principals = await signInAll(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});
afterAll(async () => {
  tally.print();
  await t?.close();
});

/** An event this principal is entitled to hear on that subscription, when the suite knows one. */
function hearable(operation: string, p: Principal): { topic: string; payload: object } | null {
  if (p.userId === null) return null;
  const now = new Date().toISOString();
  if (operation === 'notificationReceived') {
    const notification = {
      id: PROBE_ID,
      title: 'Nueva cotización',
      message: 'Proyecto Los Aromos',
      url: null,
      created_at: now,
    };
    return {
      topic: topics.notification(p.userId),
      payload: { id: PROBE_ID, read_at: null, created_at: now, notification },
    };
  }
  if (operation === 'exportJobUpdated') {
    return {
      topic: topics.exportJob(p.userId),
      payload: { id: PROBE_ID, type: 'quotations', status: 'ready', progress: 100 },
    };
  }
  if (operation === 'recordChanged') {
    const record = { type: 'quotation', action: 'created', id: PROBE_ID, project_id: null };
    if (p.name === 'Admin' || p.name === 'SuperAdmin')
      return { topic: topics.record, payload: { ...record, agency_id: null } };
    const agency = p.agencyIds[0];
    return agency
      ? { topic: topics.record, payload: { ...record, agency_id: String(agency) } }
      : null;
  }
  return null;
}

it('the contract has subscriptions to check', () => {
  expect(subscriptions.map((s) => s.field.name).sort()).toEqual(
    expect.arrayContaining(['exportJobUpdated', 'notificationReceived', 'recordChanged']),
  );
});

it('every subscription accepts or refuses each principal as the policy says', async () => {
  const found = [];
  for (const principal of principals) {
    const client = connectAs(url, principal);
    for (const { field } of subscriptions) {
      const probe = operationProbe('subscription', field);
      const allowed = canRunOperation(field.name, principal.subject);
      const since = gateDecisions.length;
      const iterator = subscribeProbe(client, probe);
      const event = allowed ? hearable(field.name, principal) : null;
      let answer: SubscriptionAnswer = { closed: null, code: null, hasData: false };
      if (!allowed) answer = await nextAnswer(iterator, field.name);
      else {
        await vi.waitFor(() =>
          expect(lastDecision(field.name, principal.userId, since)).not.toBeNull(),
        );
        const delivery = nextAnswer(iterator, field.name);
        if (event)
          answer = await publishUntilAnswered(t.database, event.topic, event.payload, delivery);
      }
      await iterator.return?.();
      const gate = lastDecision(field.name, principal.userId, since);
      const verdict = judgeSubscription(
        field.name,
        principal,
        allowed,
        answer,
        gate,
        event !== null,
      );
      const outcome = allowed ? (event ? 'entregada' : 'aceptada sin evento conocido') : undefined;
      if (tally.record(verdict, outcome)) found.push(verdict);
    }
    await client.dispose();
  }
  expect(found).toEqual([]);
  expect(tally.cases).toBe(subscriptions.length * 8);
});
