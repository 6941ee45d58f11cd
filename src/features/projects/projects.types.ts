import type {
  ProjectFieldsFragment,
  ProjectsQuery,
} from '../../../graphql/generated/client/graphql';

export type ProjectPage = ProjectsQuery['projects'];
export type ProjectRow = ProjectPage['data'][number];
export type ProjectDetail = ProjectFieldsFragment;

export interface Option {
  value: string;
  label: string;
}

/** The plan id whose projects get the "Plan" button (spec §4). */
export const PLAN_WITH_BUTTON = 2;

/** The project's stored image of a slot ('logo', 'cover_page'), if any. */
export function slotUrl(
  project: { medias: ReadonlyArray<{ type: string; url: string }> },
  slot: 'logo' | 'cover_page',
): string | null {
  return project.medias.find((media) => media.type === slot)?.url ?? null;
}
