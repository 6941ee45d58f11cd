import type { GraphQLContext } from '../../context';
import { topics } from '../../realtime/bus';
import type { RecordChangeEvent } from '../realtime/realtime.resolvers';

/** The RecordChange types of the sales records (realtime.graphql). */
export type SalesRecordType =
  | 'quotation'
  | 'booking_request'
  | 'booking_order'
  | 'promise_request'
  | 'promise_order'
  | 'preapproval'
  | 'property';

export interface SalesChange {
  type: SalesRecordType;
  id: number;
  project_id: number;
  agency_id: number;
}

/**
 * After commit: tells open screens that sales records changed, scoped by their project's agency.
 * A lost notification must not fail a change that committed, so failures are swallowed.
 */
export async function announceSalesChanges(
  ctx: GraphQLContext,
  changes: readonly SalesChange[],
): Promise<void> {
  const events: RecordChangeEvent[] = changes.map((change) => ({
    type: change.type,
    action: 'updated',
    id: String(change.id),
    project_id: String(change.project_id),
    agency_id: String(change.agency_id),
  }));
  await Promise.allSettled(events.map((event) => ctx.bus.publish(topics.record, event)));
}
