import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ParkingLotsDocument,
  ProjectsRelatedToMeDocument,
  PropertiesAndModelsByProjectDocument,
  PropertiesDocument,
} from '../../../../graphql/generated/client/graphql';
import * as network from '../../../lib/network/execute';
import { queryKeyFor } from '../../../lib/query-client';
import { listVariables, readFilters } from './units-filters';
import { prefetchUnits } from './units-prefetch';

// The prefetch is watched at the network's door: what it asks, with which variables.
let run: MockInstance<typeof network.executeOperation>;

const asked = () => run.mock.calls.map(([document, variables]) => [queryKeyFor(document)[0], variables]); // prettier-ignore

describe('prefetchUnits', () => {
  beforeEach(() => {
    run = vi.spyOn(network, 'executeOperation');
    run.mockImplementation(async (document) =>
      document === ProjectsRelatedToMeDocument
        ? { projectsrelatedtome: [{ id: '12' }, { id: '3' }] }
        : { answered: queryKeyFor(document)[0] },
    );
  });

  it('asks the page of the URL’s project, tab and filters, and its lookups, under the page’s keys', async () => {
    const params = { tab: 'parkinglot', project: '3', q: 'E0', page: '2' };
    const client = new QueryClient();
    await prefetchUnits(client, params);
    const variables = listVariables(readFilters(params));
    expect(variables).toMatchObject({ project_id: '3', identifier: 'E0', page: 2 });
    expect(asked()).toEqual([
      ['ProjectsRelatedToMe', {}],
      ['ParkingLots', variables],
      ['PropertiesAndModelsByProject', { project_id: '3' }],
    ]);
    expect(client.getQueryState(queryKeyFor(ParkingLotsDocument, variables))?.status).toBe(
      'success',
    );
  });

  it('without a project in the URL, asks the first project’s homes once the projects answer', async () => {
    const client = new QueryClient();
    await prefetchUnits(client, {});
    const variables = listVariables({ ...readFilters({}), project: '12' });
    expect(asked()).toEqual([
      ['ProjectsRelatedToMe', {}],
      ['Properties', variables],
      ['PropertiesAndModelsByProject', { project_id: '12' }],
    ]);
    const lookups = queryKeyFor(PropertiesAndModelsByProjectDocument, { project_id: '12' });
    expect(client.getQueryState(lookups)?.status).toBe('success');
    expect(client.getQueryState(queryKeyFor(PropertiesDocument, variables))?.status).toBe(
      'success',
    );
  });

  it('with the projects in the cache, asks the page before anything is awaited', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyFor(ProjectsRelatedToMeDocument, {}), {
      projectsrelatedtome: [{ id: '12' }],
    });
    void prefetchUnits(client, {});
    // Still inside the call (a link's click): the page's and the lookups' requests have left.
    expect(asked().map(([name]) => name)).toEqual(['Properties', 'PropertiesAndModelsByProject']);
  });

  it('asks nothing more when the viewer has no project, and drops a failed request', async () => {
    run.mockImplementation(async (document) => {
      if (document === ProjectsRelatedToMeDocument) return { projectsrelatedtome: [] };
      throw new Error('Sin conexión');
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchUnits(client, {});
    expect(asked().map(([name]) => name)).toEqual(['ProjectsRelatedToMe']);
    run.mockImplementation(async () => {
      throw new Error('Sin conexión');
    });
    await prefetchUnits(client, { project: '9' });
    const variables = listVariables(readFilters({ project: '9' }));
    expect(client.getQueryState(queryKeyFor(PropertiesDocument, variables))).toBeUndefined();
  });
});
