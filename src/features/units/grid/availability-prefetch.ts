// /projects/{id}/availability's one request, started by the router as the route is entered
// (src/app/ready-page.tsx) in parallel with loading the page's code, under the page's own key: the
// grid then draws its cells in its first render instead of a skeleton first.
import type { QueryClient } from '@tanstack/react-query';
import { UnitsGridDocument } from '../../../../graphql/generated/client/graphql';
import { prefetchOperation } from '../../../lib/prefetch-operation';

/** The URL's word for the homes without a tower ("" would drop the parameter). */
export const NO_TOWER = '~';

/** The grid's variables from the route's id and the URL's `tower`. */
export function gridVariables(projectId: string, tower: string | undefined) {
  return {
    project_id: projectId,
    tower: tower === undefined ? undefined : tower === NO_TOWER ? '' : tower,
  };
}

export async function prefetchAvailability(
  client: QueryClient,
  params: Record<string, string>,
): Promise<void> {
  const id = params['id'];
  if (!id) return;
  await prefetchOperation(client, UnitsGridDocument, gridVariables(id, params['tower']));
}
