import type { GraphQLContext } from '../../context';
import { announce } from '../../kernel';

/**
 * After commit: close the subscriptions of the sessions that just ended (on every instance) and
 * let open user lists refresh. A lost notification must not fail a change that committed.
 */
export async function announceUserChange(
  ctx: GraphQLContext,
  change: { action: 'created' | 'updated' | 'deleted'; id: number; agencyId: number | undefined },
  revokedFamilies: readonly string[] = [],
): Promise<void> {
  await announce(
    ctx,
    [
      {
        type: 'user',
        action: change.action,
        id: String(change.id),
        project_id: null,
        agency_id: change.agencyId === undefined ? null : String(change.agencyId),
      },
    ],
    { revokedFamilies },
  );
}
