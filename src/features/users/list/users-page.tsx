// Route '/users': the list with its search and page in the URL (?q=, ?page=), the previous page
// kept on screen while the next one loads.
import { useCallback, useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { UsersDocument } from '../../../../graphql/generated/client/graphql';
import { useViewer } from '../../../lib/auth';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../../lib/react/use-url-state';
import { sortVariable, useUrlSort } from '../../../components/data-table/use-url-sort';
import { useDeleteUser, useUsersExport } from './use-user-actions';
import { useUserStatus } from './use-user-status';
import { UsersListView } from './users-list-view';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

export function UsersPage() {
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const search = params['q'] ?? '';
  const sort = useUrlSort();
  const variables = { page, search: search || undefined, ...sortVariable(sort) };
  const query = useTypedQuery(UsersDocument, variables, { placeholderData: keepPreviousData });
  const viewer = useViewer();
  const status = useUserStatus(variables);
  const removal = useDeleteUser();
  const download = useUsersExport();
  const users = query.data?.users;

  // After deleting the last row of the last page, show the new last page instead of nothing.
  const lastPage = users?.last_page;
  useEffect(() => {
    if (!query.isPlaceholderData && lastPage !== undefined && page > lastPage) {
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
    }
  }, [query.isPlaceholderData, lastPage, page, setParams]);

  const onSearch = useCallback(
    (q: string) => setParams({ q, page: null }, { replace: true }),
    [setParams],
  );
  const onPageChange = useCallback(
    (next: number) => setParams({ page: next > 1 ? next : null }),
    [setParams],
  );

  return (
    <SavedViewsScope list="users">
      <UsersListView
        users={users?.data ?? []}
        page={users ?? null}
        // A background refresh (after a status change) keeps the table as it is; a new page dims it.
        loading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        search={search}
        onSearch={onSearch}
        onPageChange={onPageChange}
        sort={sort}
        viewerId={viewer?.profile.id ?? null}
        pendingStatusIds={status.pending}
        onToggleStatus={status.toggle}
        deleteTarget={removal.target}
        deleting={removal.deleting}
        onAskDelete={removal.ask}
        onCancelDelete={removal.cancel}
        onConfirmDelete={removal.confirm}
        exporting={download.exporting}
        onExport={download.start}
      />
    </SavedViewsScope>
  );
}
