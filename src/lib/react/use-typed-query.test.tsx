import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EditUserProfileDocument, MeDocument } from '../../../graphql/generated/client/graphql';
import { profileFixture } from '../../../machines/session/session.test-kit';
import { FRESH_START_WINDOW_MS, startFresh, takeFresh } from '../fresh-start';
import { freshQueryOptions } from '../query-client';
import { useTypedMutation, useTypedQuery } from './use-typed-query';

afterEach(() => vi.unstubAllGlobals());

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('typed query hooks', () => {
  it('useTypedQuery keys by operation and records the root fields for realtime', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { me: profileFixture } })),
    );
    const client = new QueryClient();
    const { result } = renderHook(() => useTypedQuery(MeDocument, {}), {
      wrapper: wrapperWith(client),
    });
    await waitFor(() => expect(result.current.data?.me.name).toBe('Camila'));
    const [query] = client.getQueryCache().getAll();
    expect(query?.queryKey).toEqual(['Me', {}]);
    expect(query?.meta).toEqual({ rootFields: ['me'] });
  });

  it('useTypedMutation sends the variables', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: { editUserProfile: profileFixture } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useTypedMutation(EditUserProfileDocument), {
      wrapper: wrapperWith(new QueryClient()),
    });
    const answer = await result.current.mutateAsync({ name: 'Camila', last_name: 'Rojas Soto' });
    expect(answer.editUserProfile.email).toBe(profileFixture.email);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).variables).toEqual({
      name: 'Camila',
      last_name: 'Rojas Soto',
    });
  });

  it('a fresh query takes over the request its route started, once, and asks itself after that', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { me: profileFixture } }));
    vi.stubGlobal('fetch', fetch);
    const started = startFresh(MeDocument, {});
    // The page mounts (fetching fresh, as the spec asks for projects) while the request is out.
    const client = new QueryClient();
    const first = renderHook(() => useTypedQuery(MeDocument, {}, freshQueryOptions), {
      wrapper: wrapperWith(client),
    });
    await waitFor(() => expect(first.result.current.data?.me.name).toBe('Camila'));
    await started;
    expect(fetch).toHaveBeenCalledTimes(1);
    first.unmount();
    // Entered again: nothing was started this time, so the page asks itself.
    const second = renderHook(() => useTypedQuery(MeDocument, {}, freshQueryOptions), {
      wrapper: wrapperWith(client),
    });
    await waitFor(() => expect(second.result.current.isFetchedAfterMount).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a started request that waited too long is not handed over', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { me: profileFixture } })),
    );
    const at = Date.now();
    void startFresh(MeDocument, {}, at);
    expect(takeFresh(MeDocument, {}, at + FRESH_START_WINDOW_MS + 1)).toBeUndefined();
    void startFresh(MeDocument, {}, at);
    expect(takeFresh(MeDocument, {}, at + FRESH_START_WINDOW_MS)).toBeDefined();
    expect(takeFresh(MeDocument, {}, at + FRESH_START_WINDOW_MS)).toBeUndefined();
  });
});
