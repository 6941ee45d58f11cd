// What the project editor offers, scoped by the server to the viewer: agencies (Admin), the
// region → province → commune tree, the lookup lists and the projects that can be related.
import {
  AgencyOptionsDocument,
  ProjectLookupsDocument,
  ProjectsRelatedToMeDocument,
  RegionsDocument,
} from '../../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { EDITOR_LOOKUPS_STALE_MS } from './project-editor-freshness';
import type { ProjectEditorOptions } from './project-editor.tabs';

const asOptions = (items: ReadonlyArray<{ id: string; name: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

export function useProjectEditorOptions({
  isAdmin,
  projectId,
}: {
  isAdmin: boolean;
  /** Edit page: the project itself is no candidate for its related projects. */
  projectId: string | null;
}) {
  const agencies = useTypedQuery(AgencyOptionsDocument, {}, { enabled: isAdmin });
  const regions = useTypedQuery(RegionsDocument, {}, { staleTime: EDITOR_LOOKUPS_STALE_MS });
  const lookups = useTypedQuery(ProjectLookupsDocument, {}, { staleTime: EDITOR_LOOKUPS_STALE_MS });
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {});
  const queries = [regions, lookups, projects, ...(isAdmin ? [agencies] : [])];
  const options: ProjectEditorOptions = {
    agencies: asOptions(agencies.data?.realstateagenciesnopagination),
    regions: regions.data?.regions ?? [],
    statuses: asOptions(lookups.data?.projectstatus),
    stages: asOptions(lookups.data?.projectstage),
    subsidies: asOptions(lookups.data?.subsidytypes),
    plansAdditional: asOptions(lookups.data?.plansadditional),
    projects: asOptions(
      projects.data?.projectsrelatedtome.filter((project) => project.id !== projectId),
    ),
  };
  return {
    options,
    loading: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
  };
}
