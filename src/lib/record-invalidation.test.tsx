import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NewsDocument, ProjectsDocument } from '../../graphql/generated/client/graphql';
import { useTypedQuery } from './react/use-typed-query';
import { invalidateForRecord } from './record-invalidation';

afterEach(() => vi.unstubAllGlobals());

const page = (data: object[] = []) => ({
  total: data.length,
  per_page: 10,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
  data,
});

/** A server that answers the projects and news lists, counting requests by operation. */
function serveLists() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      asked.push(operationName);
      return Response.json({
        data: operationName === 'Projects' ? { projects: page() } : { news: page() },
      });
    }),
  );
  return asked;
}

function renderLists(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      first: useTypedQuery(ProjectsDocument, { page: 1 }),
      filtered: useTypedQuery(ProjectsDocument, { page: 1, real_state_agency: '2' }),
      news: useTypedQuery(NewsDocument, {}),
    }),
    { wrapper },
  );
}

describe('the refresh after a change', () => {
  it('refetches every page and filter of the lists that read the changed record, and no other', async () => {
    const asked = serveLists();
    const client = new QueryClient();
    const { result } = renderLists(client);
    await waitFor(() => expect(result.current.news.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.filtered.isSuccess).toBe(true));
    expect(asked.sort()).toEqual(['News', 'Projects', 'Projects']);

    asked.length = 0;
    await invalidateForRecord(client, 'project');
    expect(asked).toEqual(['Projects', 'Projects']);

    asked.length = 0;
    await invalidateForRecord(client, ['news', 'project']);
    expect(asked.sort()).toEqual(['News', 'Projects', 'Projects']);
  });

  it('refreshes everything for a record type it does not know', async () => {
    const asked = serveLists();
    const client = new QueryClient();
    const { result } = renderLists(client);
    await waitFor(() => expect(result.current.news.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.first.isSuccess).toBe(true));
    asked.length = 0;
    await invalidateForRecord(client, ['project', 'desconocido']);
    expect(asked.sort()).toEqual(['News', 'Projects', 'Projects']);
  });
});
