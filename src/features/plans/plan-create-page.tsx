// Route /plans/create «Contrata tu plan». The choice lives in the URL (replace, not push: the
// back button leaves the page instead of undoing each tick).
import { PlanCreateView } from './plan-create-view';
import { usePlanChoices } from './use-plan-choices';

export function PlanCreatePage() {
  const { choices, agencies, projects, selection, setSelection } = usePlanChoices();
  return (
    <PlanCreateView
      loading={choices.isPending}
      error={choices.error}
      onRetry={() => void choices.refetch()}
      agencies={agencies}
      projects={projects}
      additionalTypes={choices.data?.plansadditional ?? []}
      selection={selection}
      onChange={setSelection}
    />
  );
}
