import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { freshQueryOptions, operationNameOf, queryClient, queryKeyFor } from './query-client';

const projects = parse(
  'query Projects($page: Int, $real_state_agency: String) { projects(page: $page, real_state_agency: $real_state_agency) { total } }',
);

describe('query keys', () => {
  it('derive from the operation name and the defined variables', () => {
    expect(operationNameOf(projects)).toBe('Projects');
    expect(queryKeyFor(projects, { page: 2, real_state_agency: undefined })).toEqual([
      'Projects',
      { page: 2 },
    ]);
    expect(queryKeyFor(projects)).toEqual(['Projects', {}]);
  });

  it('let one invalidation by operation name reach every page', async () => {
    queryClient.setQueryData(queryKeyFor(projects, { page: 1 }), { projects: { total: 1 } });
    queryClient.setQueryData(queryKeyFor(projects, { page: 2 }), { projects: { total: 1 } });
    await queryClient.invalidateQueries({ queryKey: ['Projects'] });
    const states = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['Projects'] })
      .map((q) => q.state.isInvalidated);
    expect(states).toEqual([true, true]);
  });

  it('fresh options never serve cached data', () => {
    expect(freshQueryOptions).toMatchObject({ staleTime: 0, gcTime: 0, refetchOnMount: 'always' });
  });
});
