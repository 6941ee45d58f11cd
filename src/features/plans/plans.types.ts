// The shapes the plan pages work with. All come from the operation documents
// (graphql/operations/plans, projects and pickers), never written by hand.
import type {
  PlanChoicesQuery,
  PlanProjectFragment,
  PlanProjectsQuery,
} from '../../../graphql/generated/client/graphql';

export type PlanProject = PlanProjectFragment;
export type PlanProjectsPage = PlanProjectsQuery['projects'];
export type AdditionalType = PlanChoicesQuery['plansadditional'][number];

export interface Option {
  value: string;
  label: string;
}

/** An additional plan chosen with its quantity (ids as the URL and the API carry them). */
export interface ChosenAdditional {
  id: string;
  quantity: number;
}

/** What /plans/create chooses and /plans/contract confirms; the URL keeps it. */
export interface PlanSelection {
  agency: string;
  projects: readonly string[];
  /** null until a plan is chosen. */
  plan: number | null;
  additionals: readonly ChosenAdditional[];
}
