// The project filter's choices: the projects the viewer works with (projectsrelatedtome is
// already scoped by the server to the viewer's agencies).
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import type { Option } from './promises.types';

export function useProjectOptions(): Option[] {
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  return (projects.data?.projectsrelatedtome ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
}
