// The /home dashboard (issue 8), loaded on its own chunk with ECharts. The options of its pickers
// come from the same queries as the rest of the app: projects the viewer may see, and agencies
// for Admin and SuperAdmin.
import {
  AgencyOptionsDocument,
  ProjectsRelatedToMeDocument,
} from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import type { RoleName } from '../../shared/access';
import { DashboardBoard } from './dashboard-board';
import { seesEveryAgency } from './dashboard-filters';

export interface DashboardProps {
  role: RoleName | null;
}

export function Dashboard({ role }: DashboardProps) {
  const unscoped = seesEveryAgency(role);
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  const agencies = useTypedQuery(
    AgencyOptionsDocument,
    {},
    { staleTime: 5 * 60_000, enabled: unscoped },
  );
  return (
    <DashboardBoard
      unscoped={unscoped}
      projects={(projects.data?.projectsrelatedtome ?? []).map((p) => ({
        value: p.id,
        label: p.name,
      }))}
      agencies={(agencies.data?.realstateagenciesnopagination ?? []).map((a) => ({
        value: a.id,
        label: a.name,
      }))}
    />
  );
}
