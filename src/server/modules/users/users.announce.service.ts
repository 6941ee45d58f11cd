import type { GraphQLContext } from '../../context';
import { topics } from '../../realtime/bus';
import type { RecordChangeEvent } from '../realtime';

/**
 * After commit: close the subscriptions of the sessions that just ended (on every instance) and
 * let open user lists refresh. A lost notification must not fail a change that committed.
 */
export async function announceUserChange(
  ctx: GraphQLContext,
  change: { action: 'created' | 'updated' | 'deleted'; id: number; agencyId: number | undefined },
  revokedFamilies: readonly string[] = [],
): Promise<void> {
  const event: RecordChangeEvent = {
    type: 'user',
    action: change.action,
    id: String(change.id),
    project_id: null,
    agency_id: change.agencyId === undefined ? null : String(change.agencyId),
  };
  await Promise.allSettled([
    ...revokedFamilies.map((familyId) => ctx.bus.sessionRevoked(familyId)),
    ctx.bus.publish(topics.record, event),
  ]);
}
