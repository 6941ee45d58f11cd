import { createServer } from 'node:http';

/**
 * A webhook receiver on loopback for the e2e server to deliver to, with a window on what it got:
 * `POST <path>` is recorded and answered 200; `GET /received?path=<path>` answers the requests that
 * reached that path, oldest first, as JSON ({ id, signature, body }). Tests only.
 */
export async function startWebhookInbox(port: number): Promise<void> {
  const received: { path: string; id: string; signature: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      const path = url.searchParams.get('path');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(received.filter((entry) => entry.path === path)));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: url.pathname,
        id: String(request.headers['webhook-id'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}
