import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { EventBus, topics } from '../realtime/bus';
import { announce, type RecordChangeEvent } from './announce';

// What the bus sends to the database, with a NOTIFY that fails for the topics named in `failing`.
function recordingBus(failing: string[] = []) {
  const sent: { topic: string; payload: unknown }[] = [];
  const database = {
    notify: async (_channel: string, text: string) => {
      const event = JSON.parse(text) as { topic: string; payload: unknown };
      if (failing.includes(event.topic)) throw new Error('NOTIFY refused');
      sent.push(event);
    },
  } as unknown as Database;
  return { bus: new EventBus(database), sent };
}

const change: RecordChangeEvent = {
  type: 'user',
  action: 'updated',
  id: '41',
  project_id: null,
  agency_id: '3',
};

describe('announce', () => {
  it('publishes the record changes and the ended sessions of a committed change', async () => {
    const { bus, sent } = recordingBus();
    await announce({ bus }, [change], { revokedFamilies: ['familia-a', 'familia-b'] });
    expect(sent).toEqual([
      { topic: topics.sessionRevoked, payload: { familyId: 'familia-a' } },
      { topic: topics.sessionRevoked, payload: { familyId: 'familia-b' } },
      { topic: topics.record, payload: change },
    ]);
  });

  it('drops a failed publish without failing the change, and still sends the others', async () => {
    const { bus, sent } = recordingBus([topics.sessionRevoked]);
    await expect(
      announce({ bus }, [change], { revokedFamilies: ['familia-a'] }),
    ).resolves.toBeUndefined();
    expect(sent).toEqual([{ topic: topics.record, payload: change }]);
  });
});
