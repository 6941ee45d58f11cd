// The real executor against a scripted /graphql, and a page at a memory URL.
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactElement } from 'react';
import { renderPage } from '../../../../tests/setup/render';

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

export function serve(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body: Sent = JSON.parse(String(init?.body));
      sent.push(body);
      const answer = answers[body.operationName];
      return Response.json(
        answer ? answer(body.variables) : { data: null, errors: [{ message: 'sin respuesta' }] },
      );
    }),
  );
  return sent;
}

export function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path={pattern}>{page}</Route>
    </Router>,
  );
  return location;
}
