import type { GraphQLContext } from '../context';
import { topics } from '../realtime/bus';

// After commit, the record-changed notices that make open lists and details pages refresh. A lost
// notice must not fail a change that committed, so failures are swallowed.

/** What the bus carries for `recordChanged`: the contract's RecordChange plus its scope. */
export interface RecordChangeEvent {
  type: string;
  action: string;
  id: string;
  project_id: string | null;
  agency_id: string | null;
}

/**
 * Publishes `events` once the change committed; a failed publish is dropped. `revokedFamilies`:
 * the session families the change ended, whose open subscriptions every instance closes.
 */
export async function announce(
  ctx: Pick<GraphQLContext, 'bus'>,
  events: readonly RecordChangeEvent[],
  { revokedFamilies = [] }: { revokedFamilies?: readonly string[] } = {},
): Promise<void> {
  await Promise.allSettled([
    ...revokedFamilies.map((familyId) => ctx.bus.sessionRevoked(familyId)),
    ...events.map((event) => ctx.bus.publish(topics.record, event)),
  ]);
}

/** The RecordChange types of the sales records (realtime.graphql). */
export type SalesRecordType =
  | 'quotation'
  | 'booking_request'
  | 'booking_order'
  | 'promise_request'
  | 'promise_order'
  | 'preapproval'
  | 'property';

/** A sales record a change touched, scoped by its project's agency. */
export interface SalesChange {
  type: SalesRecordType;
  id: number;
  project_id: number;
  agency_id: number;
}

/** After commit: every sales record the change touched is announced as updated. */
export async function announceSalesChanges(
  ctx: Pick<GraphQLContext, 'bus'>,
  changes: readonly SalesChange[],
): Promise<void> {
  await announce(
    ctx,
    changes.map((change) => ({
      type: change.type,
      action: 'updated',
      id: String(change.id),
      project_id: String(change.project_id),
      agency_id: String(change.agency_id),
    })),
  );
}
