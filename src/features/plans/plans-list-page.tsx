// Route /plans/list: agency (Admin) and page in the URL (?agency=, ?page=); «Cambiar plan» runs
// editPlanProject and refreshes the list. Agency roles get their own projects from the server.
import { useCallback, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  EditPlanProjectDocument,
  PlanProjectsDocument,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { useCan, useViewer } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import { planName } from '../../shared/plans';
import { PlansListView } from './plans-list-view';
import type { PlanProject } from './plans.types';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

export function PlansListPage() {
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const agency = params['agency'] ?? '';
  const list = useTypedQuery(
    PlanProjectsDocument,
    { page, real_state_agency: agency },
    { placeholderData: keepPreviousData },
  );
  const viewer = useViewer();
  const global = viewer !== null && !viewer.scoped;
  const canChange = useCan('editPlanProject');
  const agencies = useTypedQuery(AgencyOptionsDocument, {}, { enabled: global, staleTime: 60_000 });
  const client = useQueryClient();
  const [changing, setChanging] = useState<PlanProject | null>(null);
  const edit = useTypedMutation(EditPlanProjectDocument, {
    onSuccess: async (answer) => {
      setChanging(null);
      toaster.create({
        type: 'success',
        title: `${answer.editPlanProject.name}: ${planName(answer.editPlanProject.plan)}`,
      });
      await invalidateForRecord(client, 'project');
    },
  });
  const onChangeStart = useCallback(
    (project: PlanProject) => {
      edit.reset();
      setChanging(project);
    },
    [edit],
  );

  return (
    <SavedViewsScope list="plans">
      <PlansListView
        page={list.data?.projects ?? null}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        agencies={(agencies.data?.realstateagenciesnopagination ?? []).map((a) => ({
          value: a.id,
          label: a.name,
        }))}
        agency={agency}
        onAgencyChange={(next) => setParams({ agency: next, page: null })}
        onPageChange={(next) => setParams({ page: next > 1 ? next : null })}
        canChange={canChange}
        changing={changing}
        saving={edit.isPending}
        changeError={edit.error ? errorMessage(edit.error) : null}
        onChangeStart={onChangeStart}
        onChangeConfirm={(plan) => changing && edit.mutate({ plan, project_id: changing.id })}
        onChangeCancel={() => setChanging(null)}
      />
    </SavedViewsScope>
  );
}
