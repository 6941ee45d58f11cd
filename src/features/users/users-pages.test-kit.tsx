// Renders a connected users page against a scripted /graphql: the real executor and query client,
// fetch answering by operation name, a memory router to read where the page navigates.
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { TestChakra } from '../../../tests/setup/render';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../lib/query-client';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** fetch answering each operation from `answers` ({ data } / { errors } / a Response). */
export function serveGraphQL(answers: Record<string, Answer>) {
  const calls: GraphQLCall[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body: GraphQLCall = JSON.parse(String(init?.body));
    calls.push(body);
    const answer = answers[body.operationName];
    const value: unknown = await (typeof answer === 'function' ? answer(body.variables) : answer);
    if (value instanceof Response) return value;
    if (value === undefined) throw new Error(`no answer scripted for ${body.operationName}`);
    return Response.json(value);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, named: (name: string) => calls.filter((c) => c.operationName === name) };
}

export function renderPage(
  page: ReactElement,
  { path, pattern }: { path: string; pattern: string },
) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient();
  const view = render(
    <TestChakra>
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path={pattern}>{page}</Route>
        </Router>
      </QueryClientProvider>
    </TestChakra>,
  );
  return { ...view, location, client };
}

export const ME = {
  data: {
    me: {
      id: '1',
      name: 'Catalina',
      last_name: 'Morales Herrera',
      email: 'admin@demo.cl',
      status: true,
      roles: [{ name: 'Admin' }],
      permissions: [],
      realstateagencyuser: [],
      projectuser: [],
    },
  },
};
