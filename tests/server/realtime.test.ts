import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { RecordChangedDocument } from '../../graphql/generated/client/graphql';
import { mayHear } from '../../src/server/modules/realtime/realtime.resolvers';
import type { Viewer } from '../../src/server/context';
import { publishRecord, publishUntilHeard } from '../harness/realtime';
import { login, startTestApp, type TestApp } from '../harness/test-app';

// graphql-ws on /graphql through a real socket: authentication, agency scoping of record changes,
// and the server closing a session's sockets when that session logs out.
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});
afterAll(() => t.close());

function connect(token: string, onClosed?: (code: number) => void): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });
}

function nextRecord(client: Client, types: string[]) {
  const iterator = client.iterate({ query: print(RecordChangedDocument), variables: { types } });
  return { iterator, next: () => iterator.next() };
}

describe('realtime channel', () => {
  it('refuses a connection without a valid token', async () => {
    const closed = new Promise<number>((resolve) => {
      const client = connect('nope', resolve);
      void client
        .iterate({ query: print(RecordChangedDocument), variables: {} })
        .next()
        .catch(() => undefined);
    });
    expect(await closed).toBe(4403);
  });

  it('streams a subscription asked over HTTP as server-sent events, event by event', async () => {
    const { access_token } = await login(t.app, 'realstateadmin@demo.cl');
    const controller = new AbortController();
    const res = await fetch(url.replace('ws://', 'http://'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${access_token}`,
      },
      body: JSON.stringify({ query: print(RecordChangedDocument), variables: { types: ['quotation'] } }), // prettier-ignore
      signal: controller.signal,
    });
    // The answer starts before it ends: its headers, then each event as it happens.
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const heard = (async () => {
      while (!text.includes('"recordChanged"')) text += (await reader.read()).value ?? '';
      return text;
    })();
    const own = { type: 'quotation', action: 'created', id: '4', project_id: null, agency_id: '1' };
    expect(await publishUntilHeard(t.database, heard, own)).toContain('"id":"4"');
    controller.abort();
  });

  it('delivers record changes of the viewer agency, not of others', async () => {
    const { access_token } = await login(t.app, 'realstateadmin@demo.cl');
    const client = connect(access_token);
    const sub = nextRecord(client, ['quotation']);
    const foreign = {
      type: 'quotation',
      action: 'created',
      id: '1',
      project_id: '999',
      agency_id: '999',
    };
    const own = { type: 'quotation', action: 'created', id: '2', project_id: null, agency_id: '1' };
    const first = await publishUntilHeard(t.database, sub.next(), own);
    expect(first.value).toMatchObject({ data: { recordChanged: { id: '2', type: 'quotation' } } });
    // Now that the subscription is live: a foreign record, then one of ours; only ours arrives.
    await publishRecord(t.database, foreign);
    await publishRecord(t.database, { ...own, id: '3' });
    const second = await sub.next();
    expect(second.value).toMatchObject({ data: { recordChanged: { id: '3' } } });
    await sub.iterator.return?.();
    await client.dispose();
  });

  it('closes the sockets of a session when it logs out (4401)', async () => {
    const { access_token } = await login(t.app, 'admin@demo.cl');
    let code = 0;
    const closed = new Promise<void>((resolve) => {
      const client = connect(access_token, (c) => {
        code = c;
        resolve();
      });
      const sub = nextRecord(client, ['contact']);
      void publishUntilHeard(t.database, sub.next(), {
        type: 'contact',
        action: 'created',
        id: '5',
        project_id: null,
        agency_id: null,
      }).then(() =>
        t.app.inject({
          method: 'POST',
          url: '/logout',
          headers: { authorization: `Bearer ${access_token}` },
        }),
      );
    });
    await closed;
    expect(code).toBe(4401);
  });
});

describe('who hears a record change', () => {
  const viewer = (role: Viewer['role'], agencyIds: number[] = []): Viewer => ({
    id: 1,
    name: 'Ana',
    last_name: 'Rojas',
    email: 'ana@demo.cl',
    status: true,
    role,
    roles: role ? [role] : [],
    permissions: [],
    agencyIds,
    projectIds: [],
    tokenId: 't',
    familyId: 'f',
  });
  const event = (type: string, agency: string | null = '7') => ({
    type,
    action: 'created',
    id: '1',
    project_id: null,
    agency_id: agency,
  });

  it('lets the roles outside sales hear only the records they read', () => {
    expect(mayHear(viewer('PreapprovalUser'), event('preapproval'))).toBe(true);
    expect(mayHear(viewer('PreapprovalUser'), event('quotation'))).toBe(false);
    expect(mayHear(viewer('NewsUser'), event('news', null))).toBe(true);
    expect(mayHear(viewer('NewsUser'), event('contact'))).toBe(true);
    expect(mayHear(viewer('NewsUser'), event('booking_request'))).toBe(false);
    expect(mayHear(viewer(null), event('news', null))).toBe(false);
    expect(mayHear(viewer('SuperAdmin'), event('booking_request'))).toBe(true);
    expect(mayHear(viewer('RealstateUser', [7]), event('preapproval'))).toBe(true);
    expect(mayHear(viewer('RealstateUser', [8]), event('preapproval'))).toBe(false);
    expect(mayHear(viewer('RealstateUser', [8]), event('news', null))).toBe(true);
  });
});
