// Page tests of the pre-approval pages: the real executor against a scripted /graphql (answers by
// operation name, records JSON and multipart requests), a memory router at a path, and the
// viewer's profile as the server would answer `me`.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderPage } from '../../../tests/setup/render';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  /** The multipart body when files travelled, else null. */
  form: FormData | null;
}

type Answer = (variables: Record<string, unknown>) => unknown;

/** A refusal as the server sends it: thrown by an answer, it becomes a GraphQL error. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

export const meAnswer = (role: string) => () => ({
  me: {
    id: '9',
    name: 'Francisca',
    last_name: 'Soto Vergara',
    email: 'francisca.soto@demo.cl',
    status: true,
    roles: [{ name: role }],
    permissions: [{ name: 'show-preapprovals' }],
    realstateagencyuser: [],
    projectuser: [],
  },
});

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
        const refusal = failure instanceof Refusal ? failure : new Refusal(String(failure));
        return Response.json({
          data: null,
          errors: [{ message: refusal.message, extensions: { code: refusal.code } }],
        });
      }
    }),
  );
  return { sent, named: (name: string) => sent.filter((s) => s.operationName === name) };
}

export function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  // The export button's job is followed over a fake channel: no socket opens in a test.
  renderPage(
    <WithExportEnvironment>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>{page}</Route>
      </Router>
    </WithExportEnvironment>,
  );
  return location;
}
