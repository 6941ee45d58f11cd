// The agency's plan restriction, warned before the server refuses: the same rule, same message.
import { FormAlert } from '../../components/form-alert';
import { planLimitError } from '../../shared/plans';
import type { PlanProject } from './plans.types';

/** The refusal the server would give for this choice, or null. */
export function limitProblem(
  agencyProjects: readonly PlanProject[],
  chosen: readonly string[],
  plan: number | null,
): string | null {
  if (plan === null || chosen.length === 0) return null;
  const quantity = agencyProjects[0]?.realstateagency?.plansrestrictions?.quantity ?? null;
  return planLimitError({ projects: agencyProjects, chosen, plan, quantity });
}

export function PlanLimitAlert({ message }: { message: string | null }) {
  return message ? (
    <FormAlert title="Supera el cupo de tu plan">
      {`${message} Quita proyectos, elige el plan Básico para alguno o pide a la plataforma ampliar tu cupo.`}
    </FormAlert>
  ) : null;
}
