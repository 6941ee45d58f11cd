// A fake Flow on loopback, for tests, the e2e server and the bench only. It answers
// `GET /payment/getStatus` as Flow documents it (developers.flow.cl, «Estado de una orden») and
// checks every request's signature the documented way, written out again here on purpose rather
// than imported from the server, so a mistake in the server's signing cannot hide itself:
// parameter names sorted, name + value concatenated, HMAC-SHA256 with the merchant's secretKey,
// hex, compared with `s`. `POST /__fake/merchants` and `POST /__fake/payments` let a process that
// does not hold this object (a Playwright spec) set merchants and answers.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What `payment/getStatus` answers for a token, as Flow's JSON. */
export interface FlowStatusAnswer {
  flowOrder: number;
  commerceOrder: string;
  requestDate: string;
  status: 1 | 2 | 3 | 4;
  subject: string;
  currency: string;
  amount: number;
  payer: string;
  optional: null;
  pending_info: { media: string | null; date: string | null };
  paymentData: {
    date: string | null;
    media: string | null;
    conversionDate: string | null;
    conversionRate: number | null;
    amount: number | null;
    currency: string | null;
    fee: number | null;
    balance: number | null;
    transferDate: string | null;
  };
  merchantId: null;
}

/** A token's scenario: an answer, a server error, or no answer until the client gives up. */
export type FakeFlowScenario = FlowStatusAnswer | { fail: 500 | 502 | 503 } | { hang: true };

export interface FakeFlowRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  /** Whether `s` was the documented signature of the other parameters. */
  signatureOk: boolean;
}

export interface FakeFlow {
  /** Base URL, as FLOW_API_URL (`http://127.0.0.1:<port>/api`). */
  url: string;
  port: number;
  requests: FakeFlowRequest[];
  merchant(apiKey: string, secretKey: string): void;
  payment(token: string, scenario: FakeFlowScenario): void;
  /** Every answer waits this long (the bench's gateway latency). */
  delayMs: number;
  close(): Promise<void>;
}

/** The documented signature, computed independently of the server's code. */
export function documentedSignature(params: Record<string, string>, secretKey: string): string {
  const keys = Object.keys(params).filter((key) => key !== 's');
  keys.sort();
  let toSign = '';
  for (const key of keys) toSign += key + params[key];
  return createHmac('sha256', secretKey).update(toSign).digest('hex');
}

/** A paid (or other status) answer for one of our payments, with realistic Flow fields. */
export function flowAnswer(
  order: { commerceOrder: string; amount: number; currency?: string; payer?: string },
  status: FlowStatusAnswer['status'] = 2,
): FlowStatusAnswer {
  const paid = status === 2;
  return {
    flowOrder: 8_765_432,
    commerceOrder: order.commerceOrder,
    requestDate: '2026-12-01 10:15:02',
    status,
    subject: `Reserva ${order.commerceOrder}`,
    currency: order.currency ?? 'CLP',
    amount: order.amount,
    payer: order.payer ?? 'camila.rojas@gmail.com',
    optional: null,
    pending_info: { media: null, date: null },
    paymentData: {
      date: paid ? '2026-12-01 10:17:45' : null,
      media: paid ? 'Webpay' : null,
      conversionDate: paid ? '2026-12-01' : null,
      conversionRate: paid ? 1 : null,
      amount: paid ? order.amount : null,
      currency: paid ? (order.currency ?? 'CLP') : null,
      fee: paid ? Math.round(order.amount * 0.0319) : null,
      balance: paid ? order.amount - Math.round(order.amount * 0.0319) : null,
      transferDate: paid ? '2026-12-03' : null,
    },
    merchantId: null,
  };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeFlow(
  options: { port?: number; delayMs?: number; merchants?: Record<string, string> } = {},
): Promise<FakeFlow> {
  const merchants = new Map(Object.entries(options.merchants ?? {}));
  const scenarios = new Map<string, FakeFlowScenario>();
  const requests: FakeFlowRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const fake = {
    delayMs: options.delayMs ?? 0,
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/__fake/merchants') {
        const { apiKey, secretKey } = JSON.parse(await readBody(req)) as Record<string, string>;
        merchants.set(apiKey ?? '', secretKey ?? '');
        return send(res, 204, null);
      }
      if (req.method === 'POST' && url.pathname === '/__fake/payments') {
        const { token, scenario } = JSON.parse(await readBody(req)) as {
          token: string;
          scenario: FakeFlowScenario;
        };
        scenarios.set(token, scenario);
        return send(res, 204, null);
      }
      const params = Object.fromEntries(url.searchParams);
      const secret = merchants.get(params.apiKey ?? '');
      const signatureOk =
        secret !== undefined && sameHex(params.s ?? '', documentedSignature(params, secret));
      requests.push({ method: req.method ?? '', path: url.pathname, params, signatureOk });
      if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
      if (req.method !== 'GET' || url.pathname !== '/api/payment/getStatus') {
        return send(res, 404, { code: 404, message: 'Service not found' });
      }
      if (secret === undefined) return send(res, 401, { code: 108, message: 'Invalid apiKey' });
      if (!signatureOk) return send(res, 401, { code: 108, message: 'Invalid signature' });
      const scenario = scenarios.get(params.token ?? '');
      if (!scenario) return send(res, 400, { code: 105, message: 'Token not found' });
      if ('hang' in scenario) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('fail' in scenario) return send(res, scenario.fail, { message: 'Service unavailable' });
      return send(res, 200, scenario);
    })().catch(() => send(res, 500, { message: 'fake flow failed' }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api`,
    port,
    requests,
    merchant: (apiKey: string, secretKey: string) => void merchants.set(apiKey, secretKey),
    payment: (token: string, scenario: FakeFlowScenario) => void scenarios.set(token, scenario),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
