import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponseError } from './errors';
import { jsonResponse, scriptedFetch } from './network.test-kit';
import type { NetworkSession } from './network-session';
import { createRest } from './rest';

function session(): NetworkSession & { notFound: number } {
  const s = {
    notFound: 0,
    getAccessToken: () => 'access-1',
    requestRefresh: () => Promise.resolve('access-2'),
    onForbidden: () => undefined,
    onNotFound: () => void (s.notFound += 1),
  };
  return s;
}

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('rest', () => {
  it('posts JSON with the session token and query params, and parses the answer', async () => {
    const net = scriptedFetch(() => jsonResponse({ data: [1, 2] }));
    const rest = createRest({ fetch: net.fetch, session, baseUrl: 'https://api.example.cl' });
    const answer = await rest.postJson(
      '/api/dashboard/contactsByDate',
      {},
      { query: { project_id: 4, type: undefined, date_init: '2025-01-01' } },
    );
    expect(answer).toEqual({ data: [1, 2] });
    expect(net.requests[0]).toMatchObject({
      url: 'https://api.example.cl/api/dashboard/contactsByDate?project_id=4&date_init=2025-01-01',
      method: 'POST',
      headers: {
        authorization: 'Bearer access-1',
        accept: 'application/json',
        'content-type': 'application/json',
      },
    });
  });

  it('retries once with a refreshed token after a 401', async () => {
    const net = scriptedFetch((r) =>
      r.headers['authorization'] === 'Bearer access-2'
        ? jsonResponse({ ok: true })
        : new Response(null, { status: 401 }),
    );
    const rest = createRest({ fetch: net.fetch, session });
    await expect(rest.postJson('api/x', {})).resolves.toEqual({ ok: true });
    expect(net.requests).toHaveLength(2);
  });

  it("with auth 'none' sends no token and leaves 404s to the caller", async () => {
    const s = session();
    const net = scriptedFetch(() => jsonResponse({ message: 'No encontrado.' }, 404));
    const rest = createRest({ fetch: net.fetch, session: () => s });
    const error: unknown = await rest
      .postJson('api/public/passwordForgetUser', { email: 'a@b.cl' }, { auth: 'none' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpResponseError);
    expect(error instanceof HttpResponseError && (await error.body())).toEqual({
      message: 'No encontrado.',
    });
    expect(net.requests[0]?.headers['authorization']).toBeUndefined();
    expect(s.notFound).toBe(0);
  });

  it('downloads blobs and posts forms without empty fields', async () => {
    const net = scriptedFetch((r) =>
      r.method === 'GET' ? new Response('xlsx') : jsonResponse({ id: 9 }, 201),
    );
    const rest = createRest({ fetch: net.fetch, session });
    const blob = await rest.getBlob('api/excelUsers');
    expect(await blob.text()).toBe('xlsx');
    await expect(
      rest.postForm('api/upload', {
        name: 'Plano',
        file: new File(['a'], 'plano.pdf'),
        empty: undefined,
      }),
    ).resolves.toEqual({ id: 9 });
    const form = net.requests[1]?.body;
    expect(form instanceof FormData && [...form.keys()]).toEqual(['name', 'file']);
  });
});
