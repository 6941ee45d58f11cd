import { describe, expect, it } from 'vitest';
import { ProjectsDocument } from '../../graphql/generated/client/graphql';
import { freshQueryOptions, queryKeyFor } from './query-client';

describe('query keys', () => {
  it('derive from the operation name and the defined variables', () => {
    expect(queryKeyFor(ProjectsDocument, { page: 2, real_state_agency: undefined })).toEqual([
      'Projects',
      { page: 2 },
    ]);
    expect(queryKeyFor(ProjectsDocument)).toEqual(['Projects', {}]);
  });

  it('fresh options never serve cached data', () => {
    expect(freshQueryOptions).toMatchObject({ staleTime: 0, gcTime: 0, refetchOnMount: 'always' });
  });
});
