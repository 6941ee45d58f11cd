// Route /preapprovals: project, status, search and page in the URL (?project=, ?status=, ?q=,
// ?page=), the previous page kept on screen while the next one loads; the export asks for the
// Excel of the same project and status.
import { useCallback, useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  PreapprovalsDocument,
  ProjectsRelatedToMeDocument,
  RequestApprovalFileDocument,
} from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { execute } from '../../lib/network/execute';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import type { PreapprovalFilterValues } from './preapprovals.types';
import { PreapprovalsView } from './preapprovals-view';

export function PreapprovalsPage() {
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const filters: PreapprovalFilterValues = {
    project: params['project'] ?? '',
    status: params['status'] ?? '',
    search: params['q'] ?? '',
  };
  // Spec §5: blank filters are sent as empty strings.
  const variables = {
    page,
    project_id: filters.project,
    status: filters.status,
    search: filters.search,
  };
  const list = useTypedQuery(PreapprovalsDocument, variables, {
    placeholderData: keepPreviousData,
  });
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  const canOpen = useCan('/preapprovals/1/details');
  const canExport = useCan('requestApprovalFile');

  // A page past the end (a shared link, fewer records now) shows the last page instead of nothing.
  const lastPage = list.data?.preapprovals.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [list.isPlaceholderData, lastPage, page, setParams]);

  const onFilterChange = useCallback(
    (patch: Partial<PreapprovalFilterValues>) =>
      setParams(
        {
          ...(patch.project !== undefined ? { project: patch.project } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.search !== undefined ? { q: patch.search } : {}),
          page: null,
        },
        // Typing in the search box replaces the entry: the back button skips the keystrokes.
        { replace: patch.search !== undefined },
      ),
    [setParams],
  );
  const { project, status } = filters;
  const requestExport = useCallback(
    () =>
      execute(RequestApprovalFileDocument, { project_id: project, status }).then(
        (answer) => answer.requestApprovalFile,
      ),
    [project, status],
  );

  return (
    <PreapprovalsView
      page={list.data?.preapprovals ?? null}
      loading={list.isPending || list.isPlaceholderData}
      error={list.error}
      onRetry={() => void list.refetch()}
      filters={filters}
      onFilterChange={onFilterChange}
      projects={(projects.data?.projectsrelatedtome ?? []).map(({ id, name }) => ({
        value: id,
        label: name,
      }))}
      onPageChange={(next) => setParams({ page: next > 1 ? next : null })}
      canOpen={canOpen}
      requestExport={canExport ? requestExport : undefined}
    />
  );
}
