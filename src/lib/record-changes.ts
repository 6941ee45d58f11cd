// Follows recordChanged (graphql/schema/realtime.graphql) and refreshes the queries a change may
// affect. Only the session runtime imports this module, and lazily, once signed in: it brings the
// generated module that holds every operation of the app, and the map of record-invalidation.ts,
// neither of which the login route needs.
import type { QueryClient } from '@tanstack/react-query';
import { RecordChangedDocument } from '../../graphql/generated/client/graphql';
import type { RealtimeChannel } from './realtime-channel';
import { invalidateForRecord } from './record-invalidation';

/** Subscribes to recordChanged and keeps the cache honest; returns the unsubscribe function. */
export function invalidateOnRecordChanges(
  realtime: Pick<RealtimeChannel, 'subscribe'>,
  queryClient: QueryClient,
): () => void {
  return realtime.subscribe(
    RecordChangedDocument,
    {},
    {
      next: ({ recordChanged }) => void invalidateForRecord(queryClient, recordChanged.type),
      error: (error) => console.warn('[realtime] recordChanged', error),
    },
  );
}
