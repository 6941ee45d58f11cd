// /properties's requests, started by the router as the route is entered (src/app/ready-page.tsx),
// in parallel with leaving the previous page and drawing this one: the projects (for the first one
// when the URL names none), then the open tab's page and the filters' models and towers, under the
// page's own keys and freshness (units-page.tsx, use-units-list.ts). The table then draws its rows
// in its first render instead of a skeleton first.
import type { QueryClient } from '@tanstack/react-query';
import {
  ProjectsRelatedToMeDocument,
  PropertiesAndModelsByProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { prefetchOperation } from '../../../lib/prefetch-operation';
import { queryKeyFor } from '../../../lib/query-client';
import type { UrlParams } from '../../../lib/react/use-url-state';
import { LIST_DOCUMENTS } from './units-cache';
import { listVariables, readFilters } from './units-filters';

/** The projects' and the lookups' freshness on the page (units-page.tsx). */
export const UNITS_PROJECTS_STALE_MS = 5 * 60_000;
export const UNITS_LOOKUPS_STALE_MS = 60_000;

/** Starts (or keeps, when fresh or in flight) what /properties will ask for the URL's `params`. */
export async function prefetchUnits(client: QueryClient, params: UrlParams): Promise<void> {
  const fromUrl = readFilters(params);
  const projects = prefetchOperation(
    client,
    ProjectsRelatedToMeDocument,
    {},
    UNITS_PROJECTS_STALE_MS,
  );
  const firstProject = () =>
    client.getQueryData<{ projectsrelatedtome?: { id: string }[] | null }>(
      queryKeyFor(ProjectsRelatedToMeDocument, {}),
    )?.projectsrelatedtome?.[0]?.id ?? '';
  // Projects already in the cache are used at once, without an await: the page's requests then
  // leave inside the link's click, before the router renders the route change.
  let project = fromUrl.project || firstProject();
  if (!project) {
    await projects;
    project = firstProject();
    if (!project) return;
  }
  const variables = listVariables({ ...fromUrl, project });
  await Promise.all([
    projects,
    fromUrl.kind === 'property'
      ? prefetchOperation(client, LIST_DOCUMENTS.property, variables)
      : fromUrl.kind === 'warehouse'
        ? prefetchOperation(client, LIST_DOCUMENTS.warehouse, variables)
        : prefetchOperation(client, LIST_DOCUMENTS.parkinglot, variables),
    prefetchOperation(
      client,
      PropertiesAndModelsByProjectDocument,
      { project_id: project },
      UNITS_LOOKUPS_STALE_MS,
    ),
  ]);
}
