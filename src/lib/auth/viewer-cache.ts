// The profile's place in the query cache, kept apart from the hooks so the session runtime (on the
// login route) can fill it without loading them.
import type { QueryClient } from '@tanstack/react-query';
import { MeDocument } from '../../../graphql/generated/session/graphql';
import type { Profile } from '../../../machines/session/session.types';
import { queryKeyFor } from '../query-client';

/** The one key of the profile in the query cache: every screen shares its single request. */
export const VIEWER_QUERY_KEY = queryKeyFor(MeDocument, {});

/** Puts the profile the session machine loaded into the cache, so screens ask for it no more. */
export function rememberViewer(client: QueryClient, profile: Profile): void {
  client.setQueryData(VIEWER_QUERY_KEY, { me: profile });
}

/** The profile in the cache, if the session loaded it: for code that runs outside React. */
export function cachedProfile(client: QueryClient): Profile | undefined {
  return client.getQueryData<{ me: Profile }>(VIEWER_QUERY_KEY)?.me;
}
