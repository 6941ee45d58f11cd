// The board's data: the pipeline's stages, one prospectspertypequery for page 1 of every stage,
// and one incremental query per "Ver más" page a column asked for. Every page lives in the query
// cache, so a realtime change or a saved move refetches the whole board consistently; the pages a
// column loaded are forgotten when the filters change.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import {
  PipelinesDocument,
  ProspectsPerTypeDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { rootFieldsOf, type QueryMeta } from '../../../lib/record-invalidation';
import { BUSINESS_LOOKUP_STALE_MS } from '../business-prefetch';
import { boardStages, mergeBoard, nextSubpage, type ServerBoard } from './board-columns';
import type { PipelineStage } from './board.types';
import {
  boardVariables,
  filterVariables,
  morePageVariables,
  type BusinessFilters,
} from './business-filter-state';

export interface BoardData extends ServerBoard {
  stages: PipelineStage[];
  /** Nothing to draw yet. */
  loading: boolean;
  /** The board shown is the previous filters' while the new one loads. */
  refreshing: boolean;
  error: string | null;
  retry(): void;
  loadMore(stageId: string): void;
}

// As the router's prefetch of /business asks it (business-prefetch.ts).
const STAGES = { staleTime: BUSINESS_LOOKUP_STALE_MS } as const;
const META: QueryMeta = { rootFields: rootFieldsOf(ProspectsPerTypeDocument) };

export function useBoardData(filters: BusinessFilters): BoardData {
  const pipelines = useTypedQuery(PipelinesDocument, {}, STAGES);
  // New filters keep the old board on screen, under a loading bar, until the new one arrives.
  const first = useTypedQuery(ProspectsPerTypeDocument, boardVariables(filters), {
    placeholderData: keepPreviousData,
  });
  const filterKey = JSON.stringify(filterVariables(filters));
  const [loaded, setLoaded] = useState<{ key: string; pages: Record<string, number> }>({
    key: filterKey,
    pages: {},
  });
  const pages = useMemo(() => (loaded.key === filterKey ? loaded.pages : {}), [loaded, filterKey]);
  const specs = Object.entries(pages).flatMap(([stageId, last]) =>
    Array.from({ length: last - 1 }, (_, index) => ({ stageId, subpage: index + 2 })),
  );
  const more = useQueries({
    queries: specs.map(({ stageId, subpage }) => {
      const variables = morePageVariables(filters, stageId, subpage);
      return {
        queryKey: queryKeyFor(ProspectsPerTypeDocument, variables),
        queryFn: () => executeOperation(ProspectsPerTypeDocument, variables),
        meta: META,
      };
    }),
  });

  const stages = useMemo(() => boardStages(pipelines.data?.pipelines ?? []), [pipelines.data]);
  const morePages = specs.map((spec, index) => {
    const query = more[index];
    const page =
      query?.data?.prospectspertypequery.paginate_totals.find((p) => p.id === spec.stageId) ?? null;
    return {
      ...spec,
      page,
      loading: query?.isFetching ?? false,
      error: query?.error ? errorMessage(query.error) : null,
    };
  });
  const board = mergeBoard(
    stages,
    first.data?.prospectspertypequery.paginate_totals ?? [],
    morePages,
  );

  const loadMore = (stageId: string) => {
    const index = specs.map((spec) => spec.stageId).lastIndexOf(stageId);
    const last = index >= 0 ? more[index] : undefined;
    // A failed page is asked again, one on its way is awaited; otherwise the next page is added.
    if (last?.isError) {
      void last.refetch();
      return;
    }
    if (last?.isFetching) return;
    setLoaded({ key: filterKey, pages: { ...pages, [stageId]: nextSubpage(pages[stageId]) } });
  };

  const failure = pipelines.error ?? first.error;
  return {
    ...board,
    stages,
    loading: pipelines.isPending || first.isPending,
    refreshing: first.isPlaceholderData,
    error: failure ? errorMessage(failure) : null,
    retry: () => {
      if (pipelines.isError) void pipelines.refetch();
      if (first.isError) void first.refetch();
    },
    loadMore,
  };
}
