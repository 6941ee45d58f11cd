import { signFlowParams } from './flow-signature';

// The one call the back office makes to Flow: `GET payment/getStatus` (developers.flow.cl,
// «Estado de una orden»), signed with the project's keys. Nothing here logs or returns the
// request's URL, the keys, the signature or the token: the outcomes carry only what Flow said.

export interface FlowKeys {
  apiKey: string;
  secretKey: string;
}

/** Flow's `paymentData`, as documented. */
export interface FlowPaymentData {
  date?: string | null;
  media?: string | null;
  conversionDate?: string | null;
  conversionRate?: number | string | null;
  amount?: number | string | null;
  currency?: string | null;
  fee?: number | string | null;
  balance?: number | string | null;
  transferDate?: string | null;
  taxes?: number | string | null;
}

/** The JSON of a `payment/getStatus` answer (only the fields we keep). */
export interface FlowStatus {
  flowOrder: number | string;
  commerceOrder: string;
  requestDate?: string | null;
  /** 1 pending, 2 paid, 3 rejected, 4 cancelled. */
  status: number;
  subject?: string | null;
  currency: string;
  amount: number | string;
  payer?: string | null;
  paymentData?: FlowPaymentData | null;
}

export type FlowOutcome =
  | { kind: 'status'; status: FlowStatus }
  /** Flow answered with an error about the request (4xx): keys refused, unknown token, ... */
  | { kind: 'refused'; httpStatus: number; code: number | null; message: string }
  /** No usable answer (5xx, timeout, network): worth retrying. */
  | { kind: 'unreachable'; reason: string };

export interface FlowCallOptions {
  baseUrl: string;
  timeoutMs: number;
}

function isStatus(body: unknown): body is FlowStatus {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.status === 'number' && value.amount !== undefined && 'commerceOrder' in value;
}

/** Asks Flow the status of the payment `token`; never throws. */
export async function getFlowStatus(
  keys: FlowKeys,
  token: string,
  { baseUrl, timeoutMs }: FlowCallOptions,
): Promise<FlowOutcome> {
  const query = new URLSearchParams(signFlowParams({ apiKey: keys.apiKey, token }, keys.secretKey));
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/payment/getStatus?${query.toString()}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      kind: 'unreachable',
      reason: timedOut ? 'Flow no respondió a tiempo.' : 'No se pudo conectar con Flow.',
    };
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) {
    return { kind: 'unreachable', reason: `Flow respondió con un error (${response.status}).` };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok && isStatus(body)) return { kind: 'status', status: body };
  if (response.ok) return { kind: 'unreachable', reason: 'Flow respondió algo inesperado.' };
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    kind: 'refused',
    httpStatus: response.status,
    code: typeof error.code === 'number' ? error.code : null,
    message: typeof error.message === 'string' ? error.message.slice(0, 200) : '',
  };
}
