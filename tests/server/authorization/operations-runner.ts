import type { FastifyInstance } from 'fastify';
import { canRunOperation } from '../../../src/shared/access';
import type { Principal } from '../../harness/principals';
import { gateDecisions, lastDecision } from './gate-recorder';
import { contractOperations, operationProbe } from './operation-probes';
import { sendProbe } from './probe-request';
import type { Finding, Tally } from './tally';
import { judgeOperation, outcomeLabel } from './verdicts';

/**
 * Pass 1 for one principal and one kind: every query (or mutation) of the contract, probed and
 * judged against canRunOperation. Needs the gate recorder (vi.mock) in the calling test file.
 */
export async function checkOperations(
  app: FastifyInstance,
  principal: Principal,
  kind: 'query' | 'mutation',
  tally: Tally,
): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const { field } of contractOperations().filter((o) => o.kind === kind)) {
    const probe = operationProbe(kind, field);
    const allowed = canRunOperation(field.name, principal.subject);
    const since = gateDecisions.length;
    const answer = await sendProbe(app, probe, principal);
    const gate = lastDecision(field.name, principal.userId, since);
    const verdict = judgeOperation(field.name, principal, allowed, answer, gate);
    if (tally.record(verdict, allowed ? outcomeLabel(answer) : undefined) && verdict) {
      found.push(verdict);
    }
  }
  return found;
}
