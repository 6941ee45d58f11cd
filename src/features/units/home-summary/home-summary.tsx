// The home summary on /home, with its project filter and page in the URL (?project=&page=).
import { keepPreviousData } from '@tanstack/react-query';
import {
  ProjectsRelatedToMeDocument,
  TablePropertieDocument,
} from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../../lib/react/use-url-state';
import { HomeSummaryView } from './home-summary-view';

export function HomeSummary() {
  const [params, setParams] = useUrlState();
  const project = params['project'] ?? '';
  const page = readPage(params['page']);
  const summary = useTypedQuery(
    TablePropertieDocument,
    { project_id: project, real_state_agency: '', page },
    { placeholderData: keepPreviousData },
  );
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  return (
    <HomeSummaryView
      page={summary.data?.tablepropertie ?? null}
      loading={summary.isFetching}
      error={summary.error ? errorMessage(summary.error) : null}
      projects={projects.data?.projectsrelatedtome ?? []}
      project={project}
      onProjectChange={(next) => setParams({ project: next, page: null })}
      onPageChange={(next) => setParams({ page: next === 1 ? null : next })}
    />
  );
}
