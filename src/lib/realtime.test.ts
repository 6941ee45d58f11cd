import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { NotificationReceivedDocument } from '../../graphql/generated/client/graphql';
import { backoffDelay, createRealtime } from './realtime';
import { invalidateForRecord } from './record-invalidation';

// A minimal graphql-transport-ws server end, enough to watch what the client sends.
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  protocol = 'graphql-transport-ws';
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    const message: Record<string, unknown> = JSON.parse(data);
    this.sent.push(message);
    if (message['type'] === 'connection_init') this.receive({ type: 'connection_ack' });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close(code = 1000, reason = '') {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
}

afterEach(() => vi.restoreAllMocks());

describe('realtime', () => {
  it('connects eagerly with the current token and delivers typed data', async () => {
    const realtime = createRealtime({
      url: 'ws://api.test/graphql',
      getAccessToken: async () => 'access-7',
      webSocketImpl: FakeSocket,
    });
    await vi.waitFor(() => expect(FakeSocket.last?.sent[0]).toBeDefined());
    const socket = FakeSocket.last;
    expect(socket?.sent[0]).toEqual({
      type: 'connection_init',
      payload: { Authorization: 'Bearer access-7', authorization: 'Bearer access-7' },
    });

    const next = vi.fn();
    const error = vi.fn();
    realtime.subscribe(NotificationReceivedDocument, {}, { next, error });
    await vi.waitFor(() => expect(socket?.sent.some((m) => m['type'] === 'subscribe')).toBe(true));
    const subscribe = socket?.sent.find((m) => m['type'] === 'subscribe');
    expect(JSON.stringify(subscribe?.['payload'])).toContain('subscription NotificationReceived');
    const notificationReceived = {
      id: '1',
      read_at: null,
      created_at: '2025-03-14T13:00:00Z',
      notification: {
        id: '4',
        title: 'Exportación lista',
        message: 'Tu archivo está listo.',
        url: null,
        created_at: '2025-03-14T13:00:00Z',
      },
    };
    socket?.receive({
      id: subscribe?.['id'],
      type: 'next',
      payload: { data: { notificationReceived } },
    });
    expect(next).toHaveBeenCalledWith({ notificationReceived });

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    socket?.receive({
      id: subscribe?.['id'],
      type: 'next',
      payload: { errors: [{ message: 'No autorizado.' }] },
    });
    expect(error.mock.calls[0]?.[0]).toMatchObject({ message: 'No autorizado.' });
    await realtime.dispose();
  });

  it('tells a subscriber when the connection came back after a drop, not on the first one', async () => {
    const realtime = createRealtime({
      url: 'ws://api.test/graphql',
      getAccessToken: async () => 'access-8',
      webSocketImpl: FakeSocket,
    });
    const resumed = vi.fn();
    const stop = realtime.subscribe(NotificationReceivedDocument, {}, { next: vi.fn(), resumed });
    await vi.waitFor(() => expect(FakeSocket.last?.sent.some((m) => m['type'] === 'subscribe')).toBe(true)); // prettier-ignore
    expect(resumed).not.toHaveBeenCalled();
    const dropped = FakeSocket.last;
    dropped?.close(1006, 'se cayó la red');
    // graphql-ws reconnects after the backoff (0.5–1 s) and subscribes again by itself.
    await vi.waitFor(() => expect(resumed).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(FakeSocket.last).not.toBe(dropped);
    await vi.waitFor(() => expect(FakeSocket.last?.sent.some((m) => m['type'] === 'subscribe')).toBe(true)); // prettier-ignore
    // Fake timers that still follow the clock: the negative moves time past every backoff.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stop();
      FakeSocket.last?.close(1006, 'otra vez');
      await vi.advanceTimersByTimeAsync(35_000);
      expect(resumed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await realtime.dispose();
  });

  it('backs off exponentially up to 30 s, with jitter', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(2, () => 0)).toBe(2000);
  });
});

describe('record invalidation', () => {
  it('invalidates only the queries reading the changed record type', async () => {
    const client = new QueryClient();
    const seed = (key: string, rootFields: string[]) =>
      client
        .getQueryCache()
        .build(client, { queryKey: [key, {}], meta: { rootFields } })
        .setData({});
    seed('Projects', ['projects']);
    seed('News', ['news']);
    await invalidateForRecord(client, 'project');
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(invalidated).toEqual(['Projects']);
    await invalidateForRecord(client, 'desconocido');
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((q) => q.state.isInvalidated),
    ).toBe(true);
  });
});
