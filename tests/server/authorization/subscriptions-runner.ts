import { expect, vi } from 'vitest';
import { canRunOperation } from '../../../src/shared/access';
import { topics } from '../../../src/server/realtime/bus';
import type { Principal } from '../../harness/principals';
import type { TestApp } from '../../harness/test-app';
import { gateDecisions, lastDecision } from './gate-recorder';
import { contractOperations, operationProbe, PROBE_ID } from './operation-probes';
import type { Finding, Tally } from './tally';
import { judgeSubscription, type SubscriptionAnswer } from './verdicts';
import { connectAs, nextAnswer, publishUntilAnswered, subscribeProbe } from './ws-probe';

// Pass 1 for subscriptions, over graphql-ws. Accepted = the gate let it through and, where the
// suite knows an event the principal may hear, that event arrives; refused = the socket is closed
// or FORBIDDEN, with no data. Needs the gate recorder (vi.mock) in the calling test file.

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

/** Every Subscription field of the contract for one principal, on one connection. */
export async function checkSubscriptions(
  t: TestApp,
  url: string,
  principal: Principal,
  tally: Tally,
): Promise<Finding[]> {
  const found: Finding[] = [];
  const client = connectAs(url, principal);
  for (const { field } of contractOperations().filter((o) => o.kind === 'subscription')) {
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
      if (event) {
        answer = await publishUntilAnswered(t.database, event.topic, event.payload, delivery);
      }
    }
    await iterator.return?.();
    const gate = lastDecision(field.name, principal.userId, since);
    const verdict = judgeSubscription(field.name, principal, allowed, answer, gate, !!event);
    const outcome = allowed ? (event ? 'entregada' : 'aceptada sin evento conocido') : undefined;
    if (tally.record(verdict, outcome) && verdict) found.push(verdict);
  }
  await client.dispose();
  return found;
}
