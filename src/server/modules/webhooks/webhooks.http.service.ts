import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import type { WebhookTarget } from './webhooks.ssrf.service';

// One POST to a checked address. Redirects are not followed (node's http never follows them);
// the whole exchange has one deadline, and at most `maxBytes` of the answer are read.

export interface PostOutcome {
  /** Null when no answer came (network error, timeout). */
  statusCode: number | null;
  body: string;
  /** Why no answer came, in Spanish. */
  error: string | null;
  /** Retry-After of a 429 or 503, in ms. */
  retryAfterMs: number | null;
}

export interface PostOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Gives up at once (the server is stopping): no answer, as for a timeout. */
  signal?: AbortSignal;
}

function retryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function postToTarget(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, maxBytes, signal }: PostOptions,
): Promise<PostOutcome> {
  const secure = target.url.protocol === 'https:';
  const request = secure ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
      resolve(outcome);
    };
    const req = request({
      host: target.address,
      port: target.url.port || (secure ? 443 : 80),
      path: `${target.url.pathname}${target.url.search}`,
      method: 'POST',
      // TLS checks the certificate against the name the URL gave, not the address.
      ...(secure && !ipaddr.isValid(target.hostname) ? { servername: target.hostname } : {}),
      agent: false,
      headers: {
        ...headers,
        host: target.url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Backoffice-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, body: '', error: 'Tiempo de espera agotado.', retryAfterMs: null });
    }, timeoutMs);
    const abandon = () => {
      req.destroy();
      done({ statusCode: null, body: '', error: 'Envío interrumpido.', retryAfterMs: null });
    };
    if (signal?.aborted) abandon();
    else signal?.addEventListener('abort', abandon, { once: true });
    req.on('error', (error: NodeJS.ErrnoException) => {
      done({
        statusCode: null,
        body: '',
        error: `Error de red: ${error.code ?? error.message}.`,
        retryAfterMs: null,
      });
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        done({
          statusCode: res.statusCode ?? null,
          body: Buffer.concat(chunks).toString('utf8').slice(0, maxBytes),
          error: null,
          retryAfterMs: retryAfter(res.headers['retry-after']),
        });
        req.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (size >= maxBytes) return;
        chunks.push(chunk.subarray(0, maxBytes - size));
        size += chunk.length;
        if (size >= maxBytes) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
    });
    req.end(body);
  });
}
