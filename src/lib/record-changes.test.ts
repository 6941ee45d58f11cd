import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  NewsDocument,
  ProjectsDocument,
  RecordChangedDocument,
} from '../../graphql/generated/client/graphql';
import { queryKeyFor } from './query-client';
import type { RealtimeChannel } from './realtime-channel';
import { invalidateOnRecordChanges } from './record-changes';

/** A channel that hands the test what each subscription receives. */
function fakeChannel() {
  const subscriptions: { document: unknown; next(data: unknown): void }[] = [];
  const channel: Pick<RealtimeChannel, 'subscribe'> = {
    subscribe(document, _variables, sink) {
      // The test speaks for the server: what it pushes is the document's result.
      const entry = { document, next: (data: unknown) => sink.next(data as never) };
      subscriptions.push(entry);
      return () => void subscriptions.splice(subscriptions.indexOf(entry), 1);
    },
  };
  return { channel, subscriptions };
}

/** A cache holding the projects and news lists, as useTypedQuery stores them. */
function cacheWithLists() {
  const client = new QueryClient();
  const lists = [
    [ProjectsDocument, ['projects']],
    [NewsDocument, ['news']],
  ] as const;
  for (const [document, rootFields] of lists) {
    client.getQueryCache().build(client, {
      queryKey: queryKeyFor(document, {}),
      meta: { rootFields },
    });
    client.setQueryData(queryKeyFor(document, {}), {});
  }
  const stale = (document: typeof ProjectsDocument | typeof NewsDocument) =>
    client.getQueryState(queryKeyFor(document, {}))?.isInvalidated;
  return { client, stale };
}

describe('following recordChanged', () => {
  it('invalidates the queries that read the changed record type, and stops at unsubscribe', () => {
    const { channel, subscriptions } = fakeChannel();
    const { client, stale } = cacheWithLists();

    const stop = invalidateOnRecordChanges(channel, client);
    expect(subscriptions.map((entry) => entry.document)).toEqual([RecordChangedDocument]);
    subscriptions[0]?.next({ recordChanged: { type: 'news', action: 'update', id: '4' } });
    expect(stale(NewsDocument)).toBe(true);
    expect(stale(ProjectsDocument)).toBe(false);

    stop();
    expect(subscriptions).toEqual([]);
  });
});
