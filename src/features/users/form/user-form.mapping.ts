// Between the form and the contract: the mutation arguments of spec §5 (status as an integer,
// permissions as bar-quoted JSON text) and the form values of a loaded user.
import type {
  CreateUserMutationVariables,
  EditUserMutationVariables,
  UserQuery,
} from '../../../../graphql/generated/client/graphql';
import { AGENCY_SCOPED_ROLES, type RoleName } from '../../../shared/access';
import { roleNameLabel } from '../../../shared/access/role-labels';
import { encodePermissionsText } from '../../../shared/permissions-text';
import type { UserFormInput, UserFormValues } from './user-form.schema';

export type LoadedUser = UserQuery['users']['data'][number];

export interface Option {
  value: string;
  label: string;
}

export interface ProjectOption extends Option {
  agencyId: string;
}

/** Projects that belong to the chosen agency; none without an agency. */
export function projectsOfAgency(projects: readonly ProjectOption[], agencyId: string) {
  return agencyId ? projects.filter((project) => project.agencyId === agencyId) : [];
}

// The chosen projects of the chosen agency (a change of agency drops the other agency's ones).
// Without an agency the form offers no projects, so it sends null: the links stay as they are.
function linkedProjects(values: UserFormValues, projects: readonly ProjectOption[]) {
  if (!values.real_state_agency_id) return null;
  const offered = projectsOfAgency(projects, values.real_state_agency_id);
  const allowed = new Set(offered.map((project) => project.value));
  return values.project_ids.filter((id) => allowed.has(id));
}

export function toCreateVariables(
  values: UserFormValues,
  projects: readonly ProjectOption[],
): CreateUserMutationVariables {
  return {
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    password: values.password ?? '',
    role: values.role,
    real_state_agency_id: values.real_state_agency_id || null,
    project_ids: linkedProjects(values, projects),
  };
}

export function toEditVariables(
  id: string,
  values: UserFormValues,
  projects: readonly ProjectOption[],
): EditUserMutationVariables {
  return {
    id,
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    status: values.status === '1' ? 1 : 0,
    role: values.role,
    permissions: encodePermissionsText(values.permissions),
    password: values.password ?? null,
    real_state_agency_id: values.real_state_agency_id || null,
    project_ids: linkedProjects(values, projects),
  };
}

export function formValuesOf(user: LoadedUser): UserFormInput {
  return {
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    password: '',
    role: user.roles[0]?.name ?? '',
    real_state_agency_id: user.realstateagencyuser[0]?.real_state_agency_id ?? '',
    project_ids: user.projectuser.map((link) => link.project_id),
    status: user.status ? '1' : '0',
    permissions: user.permissions.map((permission) => permission.name),
  };
}

/**
 * The roles a viewer may give (issue 3: only Admin grants Admin; agency roles manage agency
 * staff). The user's current role stays listed so that opening the form never changes it.
 */
export function roleOptionsFor(
  viewerRole: RoleName | null,
  roles: readonly { name: string }[],
  current = '',
): Option[] {
  const allowed = (name: string) =>
    viewerRole === 'Admin' || AGENCY_SCOPED_ROLES.some((role) => role === name);
  return roles
    .filter((role) => allowed(role.name) || role.name === current)
    .map((role) => ({ value: role.name, label: roleNameLabel(role.name) }));
}
