// Page tests of the feature pages: the real executor and query client against a scripted
// /graphql (answers by operation name; a thrown Error becomes a GraphQL error with its message and
// code), a memory router at a path, and an export environment whose requests go through the same
// scripted /graphql but that opens no socket.
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ExportJobEnvironmentProvider } from '../../src/components/export-job/export-job-environment';
import { execute } from '../../src/lib/network/execute';
import { renderPage } from './render';

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  /** The multipart body when files travelled, else null. */
  form: FormData | null;
}

export type Answer = (variables: Record<string, unknown>) => unknown;

/** Thrown by an answer: the server refuses with this code. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

export function serve(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body instanceof FormData ? init.body : null;
      const text = form ? form.get('operations') : init?.body;
      const body: Omit<Sent, 'form'> = JSON.parse(String(text));
      sent.push({ ...body, form });
      const answer = answers[body.operationName];
      if (!answer) return Response.json({ data: null, errors: [{ message: 'sin respuesta' }] });
      try {
        return Response.json({ data: await answer(body.variables) });
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : 'error';
        const code = failure instanceof Refusal ? failure.code : 'BAD_USER_INPUT';
        return Response.json({ data: null, errors: [{ message, extensions: { code } }] });
      }
    }),
  );
  return { sent, named: (name: string) => sent.filter((s) => s.operationName === name) };
}

/** The `me` answer of a viewer with this role and these permission names. */
export const meAnswer =
  (role: string, permissions: readonly string[] = []) =>
  () => ({
    me: {
      id: '7',
      name: 'Catalina',
      last_name: 'Muñoz',
      email: 'catalina@demo.cl',
      status: true,
      roles: [{ name: role }],
      permissions: permissions.map((name) => ({ name })),
      realstateagencyuser: [],
      projectuser: [],
    },
  });

const quietEnvironment = {
  execute,
  subscribe: () => () => undefined,
  download: () => Promise.resolve(),
  notifyReady: () => undefined,
  pollIntervalMs: 60_000,
  firstPollMs: 60_000,
};

export function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <ExportJobEnvironmentProvider value={quietEnvironment}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>{page}</Route>
      </Router>
    </ExportJobEnvironmentProvider>,
  );
  return location;
}
