import { describe, expect, it, vi } from 'vitest';
import { NotificationReceivedDocument } from '../../graphql/generated/client/graphql';
import type { Realtime } from './realtime';
import { createRealtimeChannel } from './realtime-channel';

function fakeRealtime() {
  const unsubscribe = vi.fn();
  const realtime = {
    client: {} as Realtime['client'],
    subscribe: vi.fn(() => unsubscribe),
    dispose: vi.fn(async () => undefined),
  } satisfies Realtime;
  return { realtime, unsubscribe };
}

describe('realtime channel', () => {
  it('keeps subscriptions across close and open, attaching them to each new client', async () => {
    const clients = [fakeRealtime(), fakeRealtime()];
    let made = 0;
    const channel = createRealtimeChannel(() => {
      const next = clients[made++];
      if (!next) throw new Error('demasiados clientes');
      return next.realtime;
    });
    const sink = { next: vi.fn() };
    const stop = channel.subscribe(NotificationReceivedDocument, {}, sink);
    expect(channel.isOpen()).toBe(false);

    channel.open({ getAccessToken: async () => 'access-1' });
    channel.open({ getAccessToken: async () => 'access-1' });
    expect(made).toBe(1);
    expect(clients[0]?.realtime.subscribe).toHaveBeenCalledWith(
      NotificationReceivedDocument,
      {},
      sink,
    );

    await channel.close();
    expect(clients[0]?.unsubscribe).toHaveBeenCalled();
    expect(clients[0]?.realtime.dispose).toHaveBeenCalled();

    channel.open({ getAccessToken: async () => 'access-2' });
    expect(clients[1]?.realtime.subscribe).toHaveBeenCalledTimes(1);
    stop();
    expect(clients[1]?.unsubscribe).toHaveBeenCalled();
  });
});
