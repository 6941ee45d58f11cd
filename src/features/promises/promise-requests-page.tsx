// Route /promises-requests «Solicitud de Promesas»: filters and page in the URL, the previous
// page kept on screen while the next one loads, the export of the same project and status.
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  PromiseRequestsDocument,
  RequestPromiseRequestFileDocument,
} from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { execute } from '../../lib/network/execute';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { REQUESTS_TEXT, REQUEST_COLUMNS, REQUEST_STATUS_OPTIONS } from './promise-lists';
import { PromisesListView } from './promises-list-view';
import { useLastPageFix, usePromiseListParams } from './use-promise-list-params';
import { useProjectOptions } from './use-project-options';

export function PromiseRequestsPage() {
  const url = usePromiseListParams();
  const list = useTypedQuery(PromiseRequestsDocument, url.variables, {
    placeholderData: keepPreviousData,
  });
  const projects = useProjectOptions();
  const canExport = useCan('requestPromiseRequestFile');
  const page = list.data?.promiserequests ?? null;
  useLastPageFix(url.page, page?.last_page, !list.isPlaceholderData, url.setParams);

  const { project, status } = url.filters;
  const requestExport = useCallback(
    () =>
      execute(RequestPromiseRequestFileDocument, { project_id: project, status }).then(
        (answer) => answer.requestPromiseRequestFile,
      ),
    [project, status],
  );

  return (
    <PromisesListView
      text={REQUESTS_TEXT}
      columns={REQUEST_COLUMNS}
      statuses={REQUEST_STATUS_OPTIONS}
      page={page}
      loading={list.isPending || list.isPlaceholderData}
      error={list.error}
      onRetry={() => void list.refetch()}
      filters={url.filters}
      onFilterChange={url.onFilterChange}
      projects={projects}
      onPageChange={url.onPageChange}
      requestExport={canExport ? requestExport : undefined}
    />
  );
}
