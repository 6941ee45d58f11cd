// The project editor's requests, started as its link is pressed or its route entered
// (src/app/ready-page.tsx), in parallel with the page's chunk: the choices (regions, lookups, the
// projects it may relate, the agencies for Admin) under the same keys and freshness as
// use-project-editor-options.ts, and on the edit route the project and its payment keys, which the
// spec has fetched fresh: the page takes those requests over as it mounts (lib/fresh-start.ts).
import type { QueryClient } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  ProjectDocument,
  ProjectLookupsDocument,
  ProjectPaymentKeysDocument,
  ProjectsRelatedToMeDocument,
  RegionsDocument,
} from '../../../../graphql/generated/client/graphql';
import { cachedProfile, subjectOf } from '../../../lib/auth';
import { startFresh } from '../../../lib/fresh-start';
import { prefetchOperation as prefetch } from '../../../lib/prefetch-operation';
import { EDITOR_LOOKUPS_STALE_MS } from './project-editor-freshness';

/** Starts (or keeps, when fresh or in flight) the editor's requests; `id` on the edit route. */
export async function prefetchProjectEditor(
  client: QueryClient,
  params: Record<string, string> = {},
): Promise<void> {
  // The same test as the page's (use-project-viewer.ts), on the profile the session cached.
  const profile = cachedProfile(client);
  const isAdmin = profile !== undefined && subjectOf(profile).role === 'Admin';
  const id = params.id;
  await Promise.all([
    prefetch(client, RegionsDocument, {}, EDITOR_LOOKUPS_STALE_MS),
    prefetch(client, ProjectLookupsDocument, {}, EDITOR_LOOKUPS_STALE_MS),
    prefetch(client, ProjectsRelatedToMeDocument, {}),
    isAdmin ? prefetch(client, AgencyOptionsDocument, {}) : undefined,
    id ? startFresh(ProjectDocument, { id }) : undefined,
    id && isAdmin ? startFresh(ProjectPaymentKeysDocument, { id }) : undefined,
  ]);
}
