import { afterAll, beforeAll, expect, it } from 'vitest';
import { canCallRest, restPolicy, type RestRule } from '../../../src/shared/access';
import { bearer, signInAll, type Principal } from '../../harness/principals';
import { startTestApp, type TestApp } from '../../harness/test-app';
import { PROBE_ID } from './operation-probes';
import { Tally } from './tally';
import { judgeRest } from './verdicts';

// Issue 3, item 6, pass 1 (REST): every route of restPolicy, for each of the eight principals.
// Refused = 401 (anonymous) or 403 with a message and nothing else; allowed = anything else.

let t: TestApp;
let principals: Principal[];
const tally = new Tally('pasada 1, rutas REST');

beforeAll(async () => {
  t = await startTestApp('demo');
  principals = await signInAll(t);
});
afterAll(async () => {
  tally.print();
  await t?.close();
});

const label = (rule: RestRule) => `${rule.method} ${rule.path}`;

// Logging out revokes the token the other checks use: that route goes last.
const ENDS_SESSION = new Set(['POST /logout']);
const ordered = [
  ...restPolicy.filter((r) => !ENDS_SESSION.has(label(r))),
  ...restPolicy.filter((r) => ENDS_SESSION.has(label(r))),
];

async function call(rule: RestRule, principal: Principal) {
  const res = await t.app.inject({
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

it('every REST route answers each principal as the policy says', async () => {
  const found = [];
  for (const rule of ordered) {
    for (const principal of principals) {
      const allowed = canCallRest(rule, principal.subject);
      const answer = await call(rule, principal);
      const verdict = judgeRest(label(rule), principal, allowed, answer);
      if (tally.record(verdict, allowed ? `HTTP ${answer.status}` : undefined)) found.push(verdict);
    }
  }
  expect(found).toEqual([]);
  expect(tally.cases).toBe(restPolicy.length * 8);
});

it('the server routes every REST rule of the policy (none answers 404 as unknown)', async () => {
  const admin = principals.find((p) => p.name === 'Admin');
  if (!admin) throw new Error('sin Admin');
  for (const rule of restPolicy.filter((r) => r.access === 'public')) {
    const answer = await call(rule, admin);
    expect(answer.status, label(rule)).not.toBe(404);
  }
});
