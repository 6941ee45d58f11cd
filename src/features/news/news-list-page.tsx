// Route /news: title, date (dd-mm-aaaa as typed) and status in the URL (?title=, ?date=,
// ?status=, ?page=); the previous page stays on screen while the next one loads. The status
// switch saves at once and patches the row in the cached page.
import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  EditStatusNewsDocument,
  NewsDocument,
  type NewsQuery,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { useCan } from '../../lib/auth';
import { DATE_TEXT_HINT, isoDateOf } from '../../lib/date-text';
import { errorMessage } from '../../lib/network/errors';
import { queryKeyFor } from '../../lib/query-client';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import { sortVariable, useUrlSort } from '../../components/data-table/use-url-sort';
import { NewsListView } from './news-list-view';
import type { NewsFilterValues, NewsRow } from './news.types';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

export function NewsListPage() {
  const client = useQueryClient();
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const filters: NewsFilterValues = {
    title: params['title'] ?? '',
    date: params['date'] ?? '',
    status: params['status'] ?? '',
  };
  const iso = filters.date ? isoDateOf(filters.date) : '';
  // Spec §5: blank filters go as empty strings; a wrong date filters nothing (and says why).
  const sort = useUrlSort();
  const variables = {
    page,
    title: filters.title,
    date: iso ?? '',
    status: filters.status,
    ...sortVariable(sort),
  };
  const list = useTypedQuery(NewsDocument, variables, { placeholderData: keepPreviousData });
  const canEdit = useCan('editStatusNews');

  const lastPage = list.data?.news.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [list.isPlaceholderData, lastPage, page, setParams]);

  const status = useTypedMutation(EditStatusNewsDocument, {
    onSuccess: ({ editStatusNews: saved }) => {
      client.setQueryData<NewsQuery>(queryKeyFor(NewsDocument, variables), (old) =>
        old
          ? {
              news: {
                ...old.news,
                data: old.news.data.map((row) =>
                  row.id === saved.id ? { ...row, status: saved.status } : row,
                ),
              },
            }
          : old,
      );
      toaster.create({
        type: 'success',
        title: saved.status === 1 ? 'Noticia publicada.' : 'Noticia oculta.',
      });
    },
    onError: (failure) =>
      toaster.create({
        type: 'error',
        title: 'No se pudo cambiar el estado.',
        description: errorMessage(failure),
      }),
  });
  const { mutate } = status;
  const onStatusChange = useCallback(
    (row: NewsRow, visible: boolean) => mutate({ new_id: row.id, status: visible ? 1 : 0 }),
    [mutate],
  );
  const busyIds = useMemo(
    () => new Set(status.isPending && status.variables ? [String(status.variables.new_id)] : []),
    [status.isPending, status.variables],
  );

  const onFilterChange = useCallback(
    (patch: Partial<NewsFilterValues>) =>
      setParams(
        { ...patch, page: null },
        // Typing in the search box replaces the entry: the back button skips the keystrokes.
        { replace: patch.title !== undefined },
      ),
    [setParams],
  );

  return (
    <SavedViewsScope list="news">
      <NewsListView
        page={list.data?.news ?? null}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={filters}
        dateError={iso === null ? DATE_TEXT_HINT : null}
        onFilterChange={onFilterChange}
        onPageChange={(next) => setParams({ page: next > 1 ? next : null })}
        sort={sort}
        canEdit={canEdit}
        busyIds={busyIds}
        onStatusChange={onStatusChange}
      />
    </SavedViewsScope>
  );
}
