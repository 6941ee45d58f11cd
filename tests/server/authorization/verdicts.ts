import type { Principal } from '../../harness/principals';
import type { GateOutcome } from './gate-recorder';
import type { GraphQLAnswer } from './probe-request';
import type { Finding } from './tally';

// Pass 1 judges each answer against the policy. Refused: UNAUTHENTICATED + 401 for anonymous,
// FORBIDDEN + 403 for a signed-in principal, and no data. Allowed: anything but a refusal by the
// gate (data, NOT_IMPLEMENTED, NOT_FOUND, BAD_USER_INPUT, CONFLICT, or a resolver's own FORBIDDEN
// for a probe id that points nowhere).

const finding = (
  kind: Finding['kind'],
  principal: Principal,
  operation: string,
  detail: string,
): Finding => ({ kind, principal: principal.name, operation, detail });

export function expectedRefusal(principal: Principal) {
  return principal.subject
    ? { code: 'FORBIDDEN', status: 403 }
    : { code: 'UNAUTHENTICATED', status: 401 };
}

export function judgeOperation(
  operation: string,
  principal: Principal,
  allowed: boolean,
  answer: GraphQLAnswer,
  gate: GateOutcome | null,
): Finding | null {
  const seen = `HTTP ${answer.status}, ${answer.code ?? 'sin error'}, gate ${gate ?? 'no alcanzado'}`;
  if (!allowed) {
    if (answer.hasData) return finding('leak', principal, operation, `devolvió datos (${seen})`);
    if (gate === 'PASSED')
      return finding('leak', principal, operation, `el gate lo dejó pasar (${seen})`);
    const want = expectedRefusal(principal);
    if (gate === null)
      return finding('probe', principal, operation, `la sonda no llegó al gate (${seen})`);
    if (answer.code !== want.code || answer.status !== want.status) {
      return finding(
        'wrong-refusal',
        principal,
        operation,
        `se esperaba ${want.code}/${want.status} (${seen})`,
      );
    }
    return null;
  }
  if (gate === null)
    return finding('probe', principal, operation, `la sonda no llegó al gate (${seen})`);
  if (gate !== 'PASSED' || answer.code === 'UNAUTHENTICATED') {
    return finding('over-refusal', principal, operation, `rechazado pese a la política (${seen})`);
  }
  return null;
}

/** The outcome label of an allowed answer, for the summary. */
export function outcomeLabel(answer: GraphQLAnswer): string {
  if (answer.code) return answer.code;
  return answer.hasData ? 'datos' : 'null';
}

export interface RestAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A refusal's body is a message, never a record or a file. */
function carriesData(answer: RestAnswer): boolean {
  if (!answer.contentType.includes('application/json')) return answer.body.length > 0;
  const parsed: unknown = JSON.parse(answer.body || '{}');
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return true;
  const allowedKeys = new Set(['message', 'error', 'error_description', 'statusCode', 'code']);
  return Object.keys(parsed).some((key) => !allowedKeys.has(key));
}

export function judgeRest(
  route: string,
  principal: Principal,
  allowed: boolean,
  answer: RestAnswer,
): Finding | null {
  const seen = `HTTP ${answer.status}`;
  const refused = answer.status === 401 || answer.status === 403;
  if (!allowed) {
    if (!refused) return finding('leak', principal, route, `el guard lo dejó pasar (${seen})`);
    if (carriesData(answer))
      return finding('leak', principal, route, `rechazo con datos (${seen})`);
    const want = expectedRefusal(principal);
    if (answer.status !== want.status) {
      return finding('wrong-refusal', principal, route, `se esperaba ${want.status} (${seen})`);
    }
    return null;
  }
  return refused
    ? finding('over-refusal', principal, route, `rechazado pese a la política (${seen})`)
    : null;
}

export interface SubscriptionAnswer {
  /** Close code when the server shut the socket instead of answering. */
  closed: number | null;
  code: string | null;
  hasData: boolean;
}

/**
 * Subscriptions: anonymous never gets a connection (closed with 4403) or is told UNAUTHENTICATED;
 * a refused role gets FORBIDDEN; an allowed one passes the gate and, when the suite knows an event
 * it may hear, receives it.
 */
export function judgeSubscription(
  operation: string,
  principal: Principal,
  allowed: boolean,
  answer: SubscriptionAnswer,
  gate: GateOutcome | null,
  expectsDelivery: boolean,
): Finding | null {
  const seen = `cierre ${answer.closed ?? '-'}, ${answer.code ?? 'sin error'}, gate ${gate ?? 'no alcanzado'}`;
  if (!allowed) {
    if (answer.hasData || gate === 'PASSED') {
      return finding('leak', principal, operation, `suscripción aceptada (${seen})`);
    }
    const refused = principal.subject
      ? answer.code === 'FORBIDDEN'
      : answer.closed === 4403 || answer.code === 'UNAUTHENTICATED';
    return refused
      ? null
      : finding('wrong-refusal', principal, operation, `rechazo inesperado (${seen})`);
  }
  if (gate !== 'PASSED') {
    return finding('over-refusal', principal, operation, `rechazado pese a la política (${seen})`);
  }
  if (expectsDelivery && (!answer.hasData || answer.code)) {
    return finding('probe', principal, operation, `aceptada pero sin entrega (${seen})`);
  }
  return null;
}
