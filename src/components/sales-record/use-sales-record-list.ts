// What every sales-record list page does around its query: filters, sort and page from the URL, writing
// changes back (a new filter starts at page 1), the project options, the list itself (the previous
// page kept on screen while the next one loads), stepping back to the last page when a filter
// leaves the current one empty, and the export of the project and status chosen.
import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { useExportJobEnvironment } from '../export-job/export-job-environment';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import { sortVariable, useUrlSort } from '../data-table/use-url-sort';
import type { StatusTable } from '../../shared/sales-status';
import {
  readSalesRecordFilters,
  salesRecordExportVariables,
  salesRecordListVariables,
  type SalesRecordFilterPatch,
} from './sales-record-filters';
import type { SalesRecordListProps } from './sales-record-list-frame';

const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function useSalesRecordList<S extends string>(table: StatusTable<S>) {
  const [params, setParams] = useUrlState();
  const filters = useMemo(() => readSalesRecordFilters(params, table), [params, table]);
  // projectsrelatedtome is already scoped by the server to the viewer's agencies.
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const onFilterChange = useCallback(
    (patch: SalesRecordFilterPatch) =>
      // Typing in the search box replaces the entry: the back button skips the keystrokes.
      setParams({ ...patch, page: null }, { replace: patch.q !== undefined }),
    [setParams],
  );
  const onPageChange = useCallback(
    (page: number) => setParams({ page: page > 1 ? page : null }),
    [setParams],
  );
  const projectOptions = useMemo(
    () =>
      (projects.data?.projectsrelatedtome ?? []).map((project) => ({
        value: project.id,
        label: project.name,
      })),
    [projects.data],
  );
  return { filters, projectOptions, onFilterChange, onPageChange, setParams };
}

/** Past the last page (a shared link, fewer records now): show the last page instead of nothing. */
export function useLastPageGuard(
  page: number,
  lastPage: number | undefined,
  settled: boolean,
  setParams: ReturnType<typeof useUrlState>[1],
) {
  useEffect(() => {
    if (settled && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [settled, lastPage, page, setParams]);
}

type ListVariables = ReturnType<typeof salesRecordListVariables>;
type ExportVariables = ReturnType<typeof salesRecordExportVariables>;

export interface SalesRecordListPageOptions<S extends string, L, P, E> {
  table: StatusTable<S>;
  list: TypedDocumentNode<L, ListVariables>;
  pageOf(result: L): P & { last_page: number };
  exportFile: TypedDocumentNode<E, ExportVariables>;
  jobOf(result: E): ExportJob;
  /** The list's query takes «Por vencer». */
  expiring?: boolean;
}

/** Everything a list page hands to its view, the export included. */
export function useSalesRecordListPage<S extends string, L, P, E>(
  options: SalesRecordListPageOptions<S, L, P, E>,
): SalesRecordListProps<P> & { requestExport(): Promise<ExportJob> } {
  const { table, list: document, pageOf, exportFile, jobOf, expiring } = options;
  const state = useSalesRecordList(table);
  const { filters } = state;
  const sort = useUrlSort();
  const variables = { ...salesRecordListVariables(filters, { expiring }), ...sortVariable(sort) };
  const list = useTypedQuery(document, variables, {
    placeholderData: keepPreviousData,
  });
  const page = list.data ? pageOf(list.data) : null;
  useLastPageGuard(filters.page, page?.last_page, !list.isPlaceholderData, state.setParams);
  const { execute } = useExportJobEnvironment();
  const { project, status } = filters;
  const requestExport = useCallback(
    () => execute(exportFile, salesRecordExportVariables({ project, status })).then(jobOf),
    [execute, exportFile, jobOf, project, status],
  );
  return {
    page,
    loading: list.isPending || list.isPlaceholderData,
    error: list.error ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    filters,
    projects: state.projectOptions,
    onFilterChange: state.onFilterChange,
    onPageChange: state.onPageChange,
    sort,
    requestExport,
  };
}
