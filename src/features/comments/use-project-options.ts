// The projects a comment may belong to (every project for the Admin roles that manage comments).
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import type { Option } from './comments.types';

export function useProjectOptions(): Option[] {
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  return (projects.data?.projectsrelatedtome ?? []).map((project) => ({
    value: project.id,
    label: project.name,
  }));
}
