// Route /properties: tab, project, filters and page live in the URL; the first project the viewer
// may see is chosen when the URL names none. The selection belongs to one page of one list: it
// clears when the tab, a filter or the page changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ProjectsRelatedToMeDocument,
  PropertiesAndModelsByProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';
import { useCan } from '../../../lib/auth';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useUrlState } from '../../../lib/react/use-url-state';
import { GroupedConfirm } from './grouped-confirm';
import type { GroupedAction } from './grouped-toolbar';
import { UnitsSheetActions } from './units-sheet-actions';
import { listVariables, readFilters, type FilterPatch } from './units-filters';
import { patchUnits } from './units-cache';
import { UNITS_LOOKUPS_STALE_MS, UNITS_PROJECTS_STALE_MS } from './units-prefetch';
import { useUrlSort } from '../../../components/data-table/use-url-sort';
import { UnitsView } from './units-view';
import { useGroupedUnits } from './use-grouped-units';
import { useUnitFlags } from './use-unit-flags';
import { useUnitsList } from './use-units-list';
import type { UnitKind } from '../units.types';

const EMPTY: ReadonlySet<string> = new Set();

export function UnitsPage() {
  const [params, setParams] = useUrlState();
  const projects = useTypedQuery(
    ProjectsRelatedToMeDocument,
    {},
    { staleTime: UNITS_PROJECTS_STALE_MS },
  );
  const projectList = projects.data?.projectsrelatedtome;
  const firstProject = projectList?.[0]?.id ?? '';
  const fromUrl = readFilters(params);
  // Without ?project= the first project shows at once; the URL catches up (replace) after.
  const filters = { ...fromUrl, project: fromUrl.project || firstProject };
  const variables = listVariables(filters);
  const sort = useUrlSort();
  const scope = JSON.stringify([filters.kind, variables]);
  useEffect(() => {
    if (!fromUrl.project && firstProject) setParams({ project: firstProject }, { replace: true });
  }, [fromUrl.project, firstProject, setParams]);

  const lookups = useTypedQuery(
    PropertiesAndModelsByProjectDocument,
    { project_id: filters.project },
    { enabled: filters.project !== '', staleTime: UNITS_LOOKUPS_STALE_MS },
  );
  const list = useUnitsList(filters.kind, variables);

  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: EMPTY,
  });
  const selected = selection.scope === scope ? selection.ids : EMPTY;
  const onSelectionChange = useCallback(
    (ids: ReadonlySet<string>) => setSelection({ scope, ids }),
    [scope],
  );
  const client = useQueryClient();
  const grouped = useGroupedUnits(
    (kind, ids, patch) => patchUnits(client, kind, variables, ids, patch),
    () => setSelection({ scope, ids: EMPTY }),
  );
  const actions = useUnitFlags(variables, grouped.running !== null || grouped.undoing);

  const onFiltersChange = (patch: FilterPatch) => setParams({ ...patch, page: null });
  const onTabChange = (kind: UnitKind) =>
    // Each kind sorts by its own fields: a new tab starts in its own order.
    setParams({ tab: kind === 'property' ? null : kind, page: null, sort: null });
  const onGroupedAction = (action: GroupedAction) =>
    grouped.request(filters.kind, [...selected], action, list.page?.data ?? []);

  const projectOptions = useMemo(() => projectList ?? [], [projectList]);
  // Import and update by sheet take both steps: the check and the save.
  const canCheckSheet = useCan('checkPropertiesExcel');
  const canSaveSheet = useCan('savePropertiesImport');
  const canImport = canCheckSheet && canSaveSheet;
  const asking = grouped.asking;
  return (
    <SavedViewsScope list="properties">
      <UnitsView
        filters={filters}
        projects={projectOptions}
        models={lookups.data?.propertiesandmodelsbyproject.models ?? []}
        towers={lookups.data?.propertiesandmodelsbyproject.towers ?? []}
        page={list.page}
        loading={list.loading || (projects.isPending && !filters.project)}
        error={list.error ? errorMessage(list.error) : null}
        onRetry={list.refetch}
        selected={selected}
        onSelectionChange={onSelectionChange}
        running={grouped.running}
        onGroupedAction={onGroupedAction}
        actions={actions}
        onFiltersChange={onFiltersChange}
        onTabChange={onTabChange}
        onPageChange={(page) => setParams({ page: page === 1 ? null : page })}
        sort={sort}
        sheetActions={
          <UnitsSheetActions
            projectId={filters.project}
            download={{ kind: filters.kind, filters: variables }}
            canImport={canImport}
          />
        }
      />
      <GroupedConfirm
        question={
          asking ? { kind: asking.kind, count: asking.ids.length, action: asking.action } : null
        }
        busy={grouped.running !== null}
        onCancel={grouped.cancel}
        onConfirm={grouped.confirm}
      />
    </SavedViewsScope>
  );
}
