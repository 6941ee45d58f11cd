// Route /projects: filters and page in the URL (?agency=, ?project=1,4, ?page=), the list always
// fetched fresh (spec §7); flags save at once, hiding and removing ask first.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  ProjectsDocument,
  ProjectsRelatedToMeDocument,
  type ProjectsQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/network/errors';
import { freshQueryOptions } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../../lib/react/use-url-state';
import { sortVariable, useUrlSort } from '../../../components/data-table/use-url-sort';
import { ProjectsView } from './projects-view';
import type { ProjectsFilterValues } from './projects-filters';
import type { ProjectRow } from '../projects.types';
import { useProjectFlags } from './use-project-flags';
import { useProjectRemoval } from './use-project-removal';
import { useProjectViewer } from '../use-project-viewer';
import { useProjectsExport } from './use-projects-export';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

const idsOf = (text: string | undefined) =>
  (text ?? '').split(',').filter((id) => /^\d+$/.test(id));

export function ProjectsPage() {
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const agency = params['agency'] ?? '';
  const projectIds = useMemo(() => idsOf(params['project']), [params]);
  const sort = useUrlSort();
  const variables: ProjectsQueryVariables = {
    page,
    ...sortVariable(sort),
    real_state_agency: agency,
    project_id: projectIds.length > 0 ? projectIds : undefined,
  };
  const list = useTypedQuery(ProjectsDocument, variables, {
    ...freshQueryOptions,
    placeholderData: keepPreviousData,
  });
  const viewer = useProjectViewer();
  const isAdmin = viewer?.isAdmin ?? false;
  const agencies = useTypedQuery(AgencyOptionsDocument, {}, { enabled: isAdmin });
  const related = useTypedQuery(ProjectsRelatedToMeDocument, {});
  const flags = useProjectFlags(variables);
  const removal = useProjectRemoval();
  const download = useProjectsExport({ agency, projectIds });
  const [hiding, setHiding] = useState<ProjectRow | null>(null);

  // After removing the last row of the last page, show the new last page instead of nothing.
  const lastPage = list.data?.projects.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [list.isPlaceholderData, lastPage, page, setParams]);

  const { setFlag } = flags;
  const onVisibleChange = useCallback(
    (project: ProjectRow, next: boolean) =>
      next ? setFlag(project, 'visible', true) : setHiding(project),
    [setFlag],
  );
  const onImportantChange = useCallback(
    (project: ProjectRow, next: boolean) => setFlag(project, 'important', next),
    [setFlag],
  );
  const onFilterChange = useCallback(
    (patch: Partial<ProjectsFilterValues>) =>
      setParams({
        ...(patch.agency !== undefined ? { agency: patch.agency, project: null } : {}),
        ...(patch.projectIds !== undefined ? { project: patch.projectIds.join(',') } : {}),
        page: null,
      }),
    [setParams],
  );
  const busyIds = useMemo(() => new Set(flags.pending), [flags.pending]);
  const projectOptions = (related.data?.projectsrelatedtome ?? [])
    .filter((project) => agency === '' || project.real_state_agency_id === agency)
    .map((project) => ({ value: project.id, label: project.name }));

  return (
    <SavedViewsScope list="projects">
      <>
        <ProjectsView
          page={list.data?.projects ?? null}
          loading={list.isPending || list.isPlaceholderData}
          error={list.error ? errorMessage(list.error) : null}
          onRetry={() => void list.refetch()}
          onPageChange={(next) => setParams({ page: next === 1 ? null : next })}
          sort={sort}
          filters={{
            value: { agency, projectIds },
            onChange: onFilterChange,
            showAgency: isAdmin,
            agencies: (agencies.data?.realstateagenciesnopagination ?? []).map((option) => ({
              value: option.id,
              label: option.name,
            })),
            projects: projectOptions,
          }}
          busyIds={busyIds}
          canManage={viewer?.canManage ?? false}
          isAdmin={isAdmin}
          onVisibleChange={onVisibleChange}
          onImportantChange={onImportantChange}
          onRemove={removal.ask}
          onExport={download.start}
          exporting={download.exporting}
        />
        <ConfirmDialog
          open={hiding !== null}
          title={`¿Ocultar «${hiding?.name ?? ''}»?`}
          description="Dejará de aparecer en el sitio público y no recibirá cotizaciones. Nada se borra: puedes volver a mostrarlo cuando quieras."
          confirmLabel="Ocultar proyecto"
          tone="danger"
          onCancel={() => setHiding(null)}
          onConfirm={() => {
            if (hiding) setFlag(hiding, 'visible', false);
            setHiding(null);
          }}
        />
        <ConfirmDialog
          open={removal.target !== null}
          title={`¿Eliminar «${removal.target?.name ?? ''}»?`}
          description="Sale de todas las listas. Sus unidades, cotizaciones, reservas, promesas y pagos se conservan y siguen apuntando a él."
          confirmLabel="Eliminar proyecto"
          tone="danger"
          busy={removal.removing}
          onCancel={removal.cancel}
          onConfirm={removal.confirm}
        />
      </>
    </SavedViewsScope>
  );
}
