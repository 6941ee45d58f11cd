// Route /plans/contract «Finalizar»: the choice of /plans/create read from the URL, priced, and
// confirmed with one contractPlan (all or nothing). Success goes to /plans/list.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ContractPlanDocument, UfOfDayDocument } from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { errorMessage } from '../../lib/network/errors';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { planName } from '../../shared/plans';
import { PlanContractView } from './plan-contract-view';
import { limitProblem } from './plan-limit-alert';
import { selectionSearch } from './plan-selection';
import { contractSummary, latestUfValue } from './plan-summary';
import { usePlanChoices } from './use-plan-choices';

export function PlanContractPage() {
  const { choices, projects, selection } = usePlanChoices();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const chosen = projects.filter((p) => selection.projects.includes(p.id));
  const plan = selection.plan;
  const contract = useTypedMutation(ContractPlanDocument, {
    onSuccess: async (answer) => {
      const count = answer.contractPlan.length;
      toaster.create({
        type: 'success',
        title: 'Contratación confirmada',
        description: `${planName(plan ?? 1)} para ${count === 1 ? '1 proyecto' : `${count} proyectos`}.`,
      });
      await invalidateForRecord(client, 'project');
      navigate(`/plans/list?agency=${selection.agency}`);
    },
  });
  const types = choices.data?.plansadditional ?? [];
  // The UF of the day (issue 34) prices the estimate; without one loaded, the last UF a plan
  // payment recorded, as before.
  const ufOfDay = useTypedQuery(UfOfDayDocument, {}).data?.ufOfDay ?? null;
  const uf = ufOfDay ? { value: ufOfDay.value, date: ufOfDay.value_date } : latestUfValue(projects);
  return (
    <PlanContractView
      loading={choices.isPending}
      error={choices.error}
      onRetry={() => void choices.refetch()}
      agencyName={chosen[0]?.realstateagency?.name ?? ''}
      projects={chosen}
      plan={plan}
      summary={
        plan === null ? null : contractSummary(plan, selection.additionals, types, chosen.length)
      }
      uf={uf}
      limitProblem={limitProblem(
        projects,
        chosen.map((p) => p.id),
        plan,
      )}
      saving={contract.isPending}
      saveError={contract.error ? errorMessage(contract.error) : null}
      backHref={`/plans/create?${selectionSearch(selection)}`}
      onConfirm={() =>
        plan !== null &&
        contract.mutate({
          project_ids: chosen.map((p) => p.id),
          plan,
          additionals: selection.additionals.map((a) => ({
            additional_plan_type_id: a.id,
            quantity: a.quantity,
          })),
        })
      }
    />
  );
}
