import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToTarget } from './webhooks.http.service';
import { resolveWebhookTarget, type Resolver } from './webhooks.ssrf.service';

// The POST itself against a loopback server: the answer is capped, a silent receiver times out,
// a redirect is reported and not followed, and the request goes to the checked address with the
// URL's host name in the Host header.

let server: Server;
let port = 0;
const seen: { path: string; host: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', host: req.headers.host });
    req.resume();
    if (req.url === '/big') res.writeHead(200).end('x'.repeat(50_000));
    else if (req.url === '/silent')
      return; // never answers
    else if (req.url === '/moved') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
    } else res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// The receiver's name resolves, through the injected table, to the loopback server.
const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const post = async (path: string, timeoutMs = 15_000) => {
  const target = await resolveWebhookTarget(`http://receptor.example:${port}${path}`, resolver, [
    'receptor.example',
  ]);
  return postToTarget(target, { 'webhook-id': 'msg_1' }, '{}', { timeoutMs, maxBytes: 10_000 });
};

describe('the webhook POST', () => {
  it('connects to the checked address and names the host in the Host header', async () => {
    expect(await post('/ok')).toMatchObject({ statusCode: 200, body: 'ok', error: null });
    expect(seen.at(-1)).toEqual({ path: '/ok', host: `receptor.example:${port}` });
  });

  it('reads at most 10 KB of the answer', async () => {
    const answer = await post('/big');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toHaveLength(10_000);
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const answer = await post('/silent', 200);
    expect(answer).toMatchObject({ statusCode: null, error: 'Tiempo de espera agotado.' });
  });

  it('reports a redirect without following it', async () => {
    const before = seen.length;
    expect((await post('/moved')).statusCode).toBe(302);
    expect(seen.slice(before).map((s) => s.path)).toEqual(['/moved']);
  });
});
