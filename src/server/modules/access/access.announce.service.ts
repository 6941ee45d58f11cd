import type { GraphQLContext } from '../../context';
import { topics } from '../../realtime/bus';
import type { RecordChangeEvent } from '../realtime';

/** After commit: open role and permission lists refresh (platform-wide, no agency). */
export async function announceAccessChange(
  ctx: GraphQLContext,
  type: 'role' | 'permission',
  action: 'created' | 'updated' | 'deleted',
  id: number,
): Promise<void> {
  const event: RecordChangeEvent = {
    type,
    action,
    id: String(id),
    project_id: null,
    agency_id: null,
  };
  // A lost notification must not fail a change that committed.
  await ctx.bus.publish(topics.record, event).catch(() => undefined);
}
