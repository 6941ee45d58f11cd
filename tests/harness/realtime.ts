import type { Database } from '../../src/server/db/client';
import { EventBus, topics } from '../../src/server/realtime/bus';
import type { RecordChangeEvent } from '../../src/server/modules/realtime/realtime.resolvers';

/** Publishes a record change the way the server does (the bus over NOTIFY), from any instance. */
export function publishRecord(database: Database, event: RecordChangeEvent): Promise<void> {
  return new EventBus(database).publish(topics.record, event);
}

/**
 * A subscription registers asynchronously after `subscribe` is sent: publish the event until the
 * first delivery arrives, then hand that delivery back.
 */
export async function publishUntilHeard<T>(
  database: Database,
  heard: Promise<T>,
  event: RecordChangeEvent,
): Promise<T> {
  let done = false;
  void heard.finally(() => (done = true));
  while (!done) {
    await publishRecord(database, event);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return heard;
}
