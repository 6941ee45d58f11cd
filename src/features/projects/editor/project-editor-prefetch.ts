// The project editor's choices (regions, lookups, the projects it may relate), started as its
// link is pressed or the route entered (src/app/ready-page.tsx), in parallel with the page's
// chunk, under the same keys and freshness as use-project-editor-options.ts. The project itself
// is not: the spec has it fetched fresh as the page mounts.
import type { QueryClient } from '@tanstack/react-query';
import {
  ProjectLookupsDocument,
  ProjectsRelatedToMeDocument,
  RegionsDocument,
} from '../../../../graphql/generated/client/graphql';
import { prefetchOperation as prefetch } from '../../../lib/prefetch-operation';
import { EDITOR_LOOKUPS_STALE_MS } from './project-editor-freshness';

/** Starts (or keeps, when fresh or in flight) the editor's choices. */
export async function prefetchProjectEditor(client: QueryClient): Promise<void> {
  await Promise.all([
    prefetch(client, RegionsDocument, {}, EDITOR_LOOKUPS_STALE_MS),
    prefetch(client, ProjectLookupsDocument, {}, EDITOR_LOOKUPS_STALE_MS),
    prefetch(client, ProjectsRelatedToMeDocument, {}),
  ]);
}
