import type { GraphQLContext } from '../../context';
import { announce } from '../../kernel';

/** After commit: open role and permission lists refresh (platform-wide, no agency). */
export async function announceAccessChange(
  ctx: GraphQLContext,
  type: 'role' | 'permission',
  action: 'created' | 'updated' | 'deleted',
  id: number,
): Promise<void> {
  // The kernel's announce drops a failed publish: a lost notice must not fail a committed change.
  await announce(ctx, [{ type, action, id: String(id), project_id: null, agency_id: null }]);
}
