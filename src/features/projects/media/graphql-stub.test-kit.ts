// A scripted /graphql for page tests: the real executor sends, this answers by operation name and
// records what was sent (JSON or multipart). An answer is the `data`, or `refuse(...)` for errors.
import { vi } from 'vitest';

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  multipart: boolean;
}

const REFUSED = Symbol('refused');

interface Refusal {
  [REFUSED]: true;
  errors: Array<{ message: string; extensions: { code: string; field?: string } }>;
}

/** A refused operation; `field` names the input the message belongs to (BAD_USER_INPUT). */
export function refuse(message: string, code = 'BAD_USER_INPUT', field?: string): Refusal {
  return { [REFUSED]: true, errors: [{ message, extensions: field ? { code, field } : { code } }] };
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && REFUSED in value;

type Answer = (variables: Record<string, unknown>, sent: SentOperation[]) => unknown;

export function serveGraphQL(answers: Record<string, Answer>) {
  const sent: SentOperation[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const multipart = init?.body instanceof FormData;
      const text = init?.body instanceof FormData ? init.body.get('operations') : init?.body;
      const body: Omit<SentOperation, 'multipart'> = JSON.parse(String(text));
      const operation = { ...body, multipart };
      sent.push(operation);
      const answer = answers[operation.operationName]?.(operation.variables, sent);
      if (answer === undefined)
        return Response.json({
          data: null,
          errors: [{ message: `sin respuesta para ${operation.operationName}` }],
        });
      if (isRefusal(answer)) return Response.json({ data: null, errors: answer.errors });
      return Response.json({ data: answer });
    }),
  );
  return {
    sent,
    named: (name: string) => sent.filter((operation) => operation.operationName === name),
  };
}
