import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  PipelinesDocument,
  ProjectsRelatedToMeDocument,
  ProspectsPerTypeDocument,
} from '../../../graphql/generated/client/graphql';
import * as network from '../../lib/network/execute';
import { queryKeyFor } from '../../lib/query-client';
import { boardVariables, readBusinessUrl } from './board/business-filter-state';
import { prefetchBusiness } from './business-prefetch';

// The prefetch is watched at the network's door: what it asks, with which variables.
let run: MockInstance<typeof network.executeOperation>;

const asked = () => run.mock.calls.map(([document, variables]) => [queryKeyFor(document)[0], variables]); // prettier-ignore

describe('prefetchBusiness', () => {
  beforeEach(() => {
    run = vi.spyOn(network, 'executeOperation');
    run.mockImplementation(async (document) => ({ answered: queryKeyFor(document)[0] }));
  });

  it('asks the board of the URL’s filters, the stages and the projects, under the page’s keys', async () => {
    const params = { q: 'Rojas', project: '5', from: '01-03-2025', preaprobacion: 'approved' };
    const client = new QueryClient();
    await prefetchBusiness(client, params);
    const board = boardVariables(readBusinessUrl(params).filters);
    expect(board).toMatchObject({ customer_name_rut_email_phone: 'Rojas', project_id: '5' });
    expect(asked()).toEqual([
      ['ProjectsRelatedToMe', {}],
      ['Pipelines', {}],
      ['ProspectsPerType', board],
    ]);
    for (const [document, variables] of [
      [ProjectsRelatedToMeDocument, {}],
      [PipelinesDocument, {}],
      [ProspectsPerTypeDocument, board],
    ] as const) {
      expect(client.getQueryState(queryKeyFor(document, variables))?.status).toBe('success');
    }
  });

  it('asks no board for the list or the origins view', async () => {
    await prefetchBusiness(new QueryClient(), { vista: 'lista', q: 'Rojas' });
    await prefetchBusiness(new QueryClient(), { vista: 'origen' });
    expect(asked().map(([name]) => name)).toEqual(['ProjectsRelatedToMe', 'ProjectsRelatedToMe']);
  });

  it('keeps fresh answers and drops a failed request, for the page to ask again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeyFor(PipelinesDocument, {}), { pipelines: [] });
    run.mockImplementation(async (document) => {
      if (document === ProspectsPerTypeDocument) throw new Error('Sin conexión');
      return {};
    });
    await prefetchBusiness(client, {});
    expect(asked().map(([name]) => name)).toEqual(['ProjectsRelatedToMe', 'ProspectsPerType']);
    const board = queryKeyFor(
      ProspectsPerTypeDocument,
      boardVariables(readBusinessUrl({}).filters),
    );
    expect(client.getQueryState(board)).toBeUndefined();
  });
});
