// Route /business: the pipeline as a board (or, with ?vista=lista, as a table) with its filters in
// the URL and the export of what they select; ?vista=origen shows the lead origins of a period.
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { BoardPanel } from './board/board-panel';
import { NO_FILTERS, businessDates } from './board/business-filter-state';
import { useBusinessExport } from './board/use-business-export';
import { useBusinessUrl } from './board/use-business-url';
import { BusinessPageView } from './business-page-view';
import { BUSINESS_LOOKUP_STALE_MS } from './business-prefetch';
import { ConsolidityView } from './consolidity/consolidity-view';
import { ProspectsListPanel } from './list/prospects-list-panel';

// As the router's prefetch of this page asks it (business-prefetch.ts).
const LOOKUP = { staleTime: BUSINESS_LOOKUP_STALE_MS } as const;

export function BusinessPage() {
  const url = useBusinessUrl();
  const { filters } = url;
  const dates = businessDates(filters);
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const requestExport = useBusinessExport(filters);
  // Admin only (src/shared/access): the report names other agencies' customers.
  const showDuplicates = useCan('/business/duplicates');
  const projectOptions = (projects.data?.projectsrelatedtome ?? []).map((project) => ({
    value: project.id,
    label: project.name,
  }));
  return (
    <BusinessPageView
      filters={{
        value: filters,
        dateErrors: { from: dates.fromError, to: dates.toError },
        projects: projectOptions,
        onChange: url.setFilters,
      }}
      view={url.view}
      onViewChange={url.setView}
      requestExport={requestExport}
      showDuplicates={showDuplicates}
    >
      {url.view === 'origen' ? (
        <ConsolidityView />
      ) : url.view === 'lista' ? (
        <ProspectsListPanel filters={filters} page={url.page} onPageChange={url.setPage} />
      ) : (
        <BoardPanel filters={filters} onClearFilters={() => url.setFilters(NO_FILTERS)} />
      )}
    </BusinessPageView>
  );
}
