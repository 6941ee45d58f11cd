// A scripted /graphql for the stories that walk a machine's states: the real executor over a
// fetch that answers each operation by name, so a machine's real actors run as in the app while
// the story decides whether the server answers, refuses, never answers or cannot be reached.
import type { Executor } from '../../../machines/shared/executor';
import { createExecutor } from './execute';
import { detachedSession } from './network-session';

/** How the fake server answers one request. */
export type ScriptedAnswer =
  /** The request stays in flight (the busy state a story shows). */
  | { wait: true }
  | { data: unknown }
  /** The server refuses with this Spanish message (a GraphQL error). */
  | { refuse: string; code?: string }
  /** The network drops the request. */
  | { offline: true };

/** Answers by operation name; a function sees the variables and may answer each call anew. */
export type GraphQLScript = Readonly<
  Record<string, ScriptedAnswer | ((variables: Record<string, unknown>) => ScriptedAnswer)>
>;

export const WAIT = { wait: true } as const;

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

// A multipart request (a file upload) carries its operation in the `operations` field.
function sentOf(init: RequestInit | undefined): Sent {
  const body = init?.body instanceof FormData ? init.body.get('operations') : init?.body;
  const parsed: unknown = JSON.parse(typeof body === 'string' ? body : '{}');
  const operationName: unknown =
    typeof parsed === 'object' && parsed ? Reflect.get(parsed, 'operationName') : null;
  const variables: unknown =
    typeof parsed === 'object' && parsed ? Reflect.get(parsed, 'variables') : null;
  return {
    operationName: typeof operationName === 'string' ? operationName : '',
    variables: typeof variables === 'object' && variables !== null ? { ...variables } : {},
  };
}

function respond(answer: ScriptedAnswer): Promise<Response> {
  if ('wait' in answer) return new Promise<Response>(() => undefined);
  if ('offline' in answer) return Promise.reject(new TypeError('Failed to fetch'));
  if ('refuse' in answer) {
    const extensions = { code: answer.code ?? 'BAD_USER_INPUT' };
    return Promise.resolve(
      Response.json({ data: null, errors: [{ message: answer.refuse, extensions }] }),
    );
  }
  return Promise.resolve(Response.json({ data: answer.data }));
}

/** The executor the machine's actors receive, answering from `script`; `sent` lists the calls. */
export function scriptedExecutor(script: GraphQLScript): { execute: Executor; sent: Sent[] } {
  const sent: Sent[] = [];
  const fakeFetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    const request = sentOf(init);
    sent.push(request);
    const entry = script[request.operationName];
    const answer = typeof entry === 'function' ? entry(request.variables) : entry;
    return respond(answer ?? { refuse: `Sin respuesta para ${request.operationName}.` });
  };
  return {
    execute: createExecutor({ fetch: () => fakeFetch, session: () => detachedSession }),
    sent,
  };
}
