// Route /quotations: the filters, the sort and the page live in the URL, the previous page stays on screen
// while the next one loads, and the export follows the project, agency and dates chosen.
import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  ProjectsRelatedToMeDocument,
  QuotationsDocument,
} from '../../../graphql/generated/client/graphql';
import { sortVariable, useUrlSort } from '../../components/data-table/use-url-sort';
import { useCan } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import {
  quotationDates,
  quotationVariables,
  readQuotationFilters,
  type QuotationFilterPatch,
} from './quotation-filters';
import { QuotationsView } from './quotations-view';
import { useQuotationsExport } from './use-quotations-export';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function QuotationsPage() {
  const [params, setParams] = useUrlState();
  const filters = useMemo(() => readQuotationFilters(params), [params]);
  const dates = quotationDates(filters);
  const sort = useUrlSort();
  const variables = { ...quotationVariables(filters), ...sortVariable(sort) };
  const list = useTypedQuery(QuotationsDocument, variables, {
    placeholderData: keepPreviousData,
  });
  const canSeeAudits = useCan('/quotations/0/audits');
  const agencies = useTypedQuery(AgencyOptionsDocument, {}, LOOKUP);
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const requestExport = useQuotationsExport(filters);

  // Past the last page (a filter narrowed the list): show the new last page instead of nothing.
  const lastPage = list.data?.quotations.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && filters.page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [list.isPlaceholderData, lastPage, filters.page, setParams]);

  const onChange = useCallback(
    (patch: QuotationFilterPatch) => setParams({ ...patch, page: null }),
    [setParams],
  );
  const projectOptions = (projects.data?.projectsrelatedtome ?? [])
    .filter((project) => filters.agency === '' || project.real_state_agency_id === filters.agency)
    .map((project) => ({ value: project.id, label: project.name }));
  const agencyOptions = (agencies.data?.realstateagenciesnopagination ?? []).map((agency) => ({
    value: agency.id,
    label: agency.name,
  }));

  return (
    <SavedViewsScope list="quotations">
      <QuotationsView
        page={list.data?.quotations ?? null}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        filters={{
          value: filters,
          dateErrors: { from: dates.fromError, to: dates.toError },
          projects: projectOptions,
          agencies: agencyOptions,
          onChange,
        }}
        onPageChange={(page) => setParams({ page: page > 1 ? page : null })}
        sort={sort}
        canSeeAudits={canSeeAudits}
        requestExport={requestExport}
      />
    </SavedViewsScope>
  );
}
