import type { FastifyInstance } from 'fastify';
import { canCallRest, restPolicy, type RestRule } from '../../../src/shared/access';
import { bearer, type Principal } from '../../harness/principals';
import { PROBE_ID } from './operation-probes';
import type { Finding, Tally } from './tally';
import { judgeRest, type RestAnswer } from './verdicts';

// Pass 1 for REST: every route of restPolicy for every principal. Refused = 401 (anonymous) or
// 403 with a message and nothing else; allowed = anything else (200, 400, 404, 422, 501…).

export const routeLabel = (rule: RestRule) => `${rule.method} ${rule.path}`;

// Logging out revokes the token every other check uses: that route goes last.
const ENDS_SESSION = new Set(['POST /logout']);

export async function callRoute(
  app: FastifyInstance,
  rule: RestRule,
  principal: Principal,
): Promise<RestAnswer> {
  const res = await app.inject({
    method: rule.method,
    // Parameters point nowhere, like the GraphQL probes' ids.
    url: rule.path.replace(/:[a-z_]+/gi, PROBE_ID),
    headers: { accept: 'application/json', ...bearer(principal) },
    ...(rule.method === 'POST' ? { payload: {} } : {}),
  });
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
}

/** Fastify's own 404: the policy names a route that no module (nor the 501 fallback) registered. */
const unrouted = (answer: RestAnswer) =>
  answer.status === 404 && /Route [A-Z]+:\S+ not found/.test(answer.body);

/** Ends the principals' sessions (POST /logout): run it after every other check of the app. */
export async function checkRestRoutes(
  app: FastifyInstance,
  principals: readonly Principal[],
  tally: Tally,
): Promise<Finding[]> {
  const found: Finding[] = [];
  const ordered = [
    ...restPolicy.filter((r) => !ENDS_SESSION.has(routeLabel(r))),
    ...restPolicy.filter((r) => ENDS_SESSION.has(routeLabel(r))),
  ];
  for (const rule of ordered) {
    for (const principal of principals) {
      const allowed = canCallRest(rule, principal.subject);
      const answer = await callRoute(app, rule, principal);
      const verdict = unrouted(answer)
        ? {
            kind: 'probe' as const,
            principal: principal.name,
            operation: routeLabel(rule),
            detail: 'ruta no registrada en el servidor (404 de Fastify)',
          }
        : judgeRest(routeLabel(rule), principal, allowed, answer);
      if (tally.record(verdict, allowed ? `HTTP ${answer.status}` : undefined) && verdict) {
        found.push(verdict);
      }
    }
  }
  return found;
}
