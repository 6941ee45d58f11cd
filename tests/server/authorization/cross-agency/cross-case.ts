import { isDeepStrictEqual } from 'node:util';
import { operationPolicy, restPolicy } from '../../../../src/shared/access';
import type { Principal } from '../../../harness/principals';
import type { OperationResult, TestApp } from '../../../harness/test-app';
import type { Foreign } from './world';

// Pass 2 is a table: one CrossCase per agency-scoped operation or REST route. A case runs as one
// scoped principal against ids of another agency and returns what it saw, check by check; the
// runner (not the case) decides what fails, so the agency-filter mutation test can reuse it.

export interface CrossContext {
  t: TestApp;
  /** ws:// address of /graphql, for subscription cases. */
  wsUrl: string;
}

export interface Check {
  what: string;
  /** Why this is a leak (another agency's record seen, or changed); null = none. */
  leak: string | null;
  /** An answer that is no leak but not a clean refusal either (e.g. an internal error). */
  anomaly?: string | null;
  /** How the server answered, for the summary (FORBIDDEN, NOT_FOUND, datos propios…). */
  outcome: string;
}

export interface CrossCase {
  /** The operationPolicy name, or `METHOD /path` of a restPolicy rule. */
  operation: string;
  run(ctx: CrossContext, principal: Principal, foreign: Foreign): Promise<Check[]>;
}

export function ruleOf(operation: string): { implemented: boolean; scope: string } | undefined {
  if (Object.hasOwn(operationPolicy, operation)) return operationPolicy[operation];
  return restPolicy.find((r) => `${r.method} ${r.path}` === operation);
}

export const isImplemented = (operation: string) => ruleOf(operation)?.implemented === true;

/** Every implemented operation and REST route whose rule is agency-scoped. */
export function implementedAgencyScoped(): string[] {
  return [
    ...Object.entries(operationPolicy).map(([name, rule]) => ({ name, rule })),
    ...restPolicy.map((rule) => ({ name: `${rule.method} ${rule.path}`, rule })),
  ]
    .filter(({ rule }) => rule.implemented && rule.scope === 'agency')
    .map(({ name }) => name);
}

/** extensions.code of the first error; null when there is none. */
export function codeOf(result: OperationResult<unknown>): string | null {
  const first = result.errors?.[0];
  if (!first) return null;
  const code = first.extensions?.code;
  return typeof code === 'string' ? code : 'NO_CODE';
}

const MUTATION_REFUSALS = ['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'];

/**
 * A mutation aimed at another agency: it must come back refused, without its record, and leave
 * the rows it aimed at exactly as they were.
 */
export function refusedAndUnchanged(
  what: string,
  result: OperationResult<unknown>,
  returned: unknown,
  before: unknown,
  after: unknown,
): Check {
  const code = codeOf(result);
  const changed = !isDeepStrictEqual(before, after);
  const leak =
    returned != null
      ? `la mutación respondió con el registro (${code ?? 'sin error'})`
      : changed
        ? `cambió la base de datos: antes ${JSON.stringify(before)}, después ${JSON.stringify(after)}`
        : null;
  const anomaly =
    !leak && (!code || !MUTATION_REFUSALS.includes(code)) ? `respuesta inesperada: ${code}` : null;
  return { what, leak, anomaly, outcome: code ?? 'sin error' };
}

/**
 * A write of the principal's own (or new) user that names another agency's agency or project:
 * crossing into it is the leak; being accepted without crossing (the foreign id silently ignored)
 * is reported as an anomaly, since the contract asks for a refusal.
 */
export function refusedWithoutCrossing(
  what: string,
  result: OperationResult<unknown>,
  returned: unknown,
  crossed: boolean,
  changed: boolean,
): Check {
  const code = codeOf(result);
  const leak = crossed ? 'quedó vinculado a la agencia o a un proyecto ajeno' : null;
  const anomaly = leak
    ? null
    : returned != null || changed
      ? `aceptada sin cruzar de agencia (${code ?? 'sin error'}); se esperaba un rechazo`
      : !code || !MUTATION_REFUSALS.includes(code)
        ? `respuesta inesperada: ${code}`
        : null;
  return { what, leak, anomaly, outcome: code ?? 'sin error' };
}

/** A list for a message, cut after a few items (a leak of 300 rows needs no 300 names). */
export function listed(items: readonly (string | number)[], max = 6): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} y ${items.length - max} más` : shown;
}
