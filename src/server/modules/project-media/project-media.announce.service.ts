import type { GraphQLContext } from '../../context';
import { announce } from '../../kernel';
import type { ProjectRow } from '../projects';
import type { RecordChangeEvent } from '../realtime';

/**
 * After commit: tells open screens that something of a project changed (its media, a webhook).
 * Scoped viewers hear it through the project's agency. A lost notification must not fail a
 * change that committed, so failures are swallowed.
 */
export async function announceProjectRecord(
  ctx: GraphQLContext,
  change: { type: 'project' | 'webhook'; action: 'created' | 'updated' | 'deleted'; id: number },
  project: Pick<ProjectRow, 'id' | 'real_state_agency_id'>,
): Promise<void> {
  const event: RecordChangeEvent = {
    type: change.type,
    action: change.action,
    id: String(change.id),
    project_id: String(project.id),
    agency_id: String(project.real_state_agency_id),
  };
  await announce(ctx, [event]);
}
