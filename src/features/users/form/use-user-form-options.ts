// What the user form offers, scoped by the server to the viewer: roles (filtered further to the
// ones the viewer may grant), agencies, projects and, when editing, permissions.
import {
  AgencyOptionsDocument,
  PermissionsDocument,
  ProjectsRelatedToMeDocument,
  RolesDocument,
} from '../../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import type { Option, ProjectOption } from './user-form.mapping';

export interface UserFormOptions {
  roles: readonly { name: string }[];
  agencies: Option[];
  projects: ProjectOption[];
  permissions: Option[];
  loading: boolean;
  error: unknown;
}

export function useUserFormOptions({ withPermissions }: { withPermissions: boolean }) {
  const roles = useTypedQuery(RolesDocument, {});
  const agencies = useTypedQuery(AgencyOptionsDocument, {});
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {});
  const permissions = useTypedQuery(PermissionsDocument, {}, { enabled: withPermissions });
  const queries = withPermissions
    ? [roles, agencies, projects, permissions]
    : [roles, agencies, projects];
  const options: UserFormOptions = {
    roles: roles.data?.roles ?? [],
    agencies: (agencies.data?.realstateagenciesnopagination ?? []).map((agency) => ({
      value: agency.id,
      label: agency.name,
    })),
    projects: (projects.data?.projectsrelatedtome ?? []).map((project) => ({
      value: project.id,
      label: project.name,
      agencyId: project.real_state_agency_id,
    })),
    permissions: (permissions.data?.permissions ?? []).map((permission) => ({
      value: permission.name,
      label: permission.name,
    })),
    loading: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
  };
  return options;
}
