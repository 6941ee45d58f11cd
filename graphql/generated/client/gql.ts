/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation CreatePermission($name: String!) {\n  createPermission(name: $name) {\n    id\n    name\n    created_at\n  }\n}": typeof types.CreatePermissionDocument,
    "mutation CreateRole($name: String!, $permissions: [String!]) {\n  createRole(name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": typeof types.CreateRoleDocument,
    "mutation DeletePermission($id: ID!) {\n  deletePermission(id: $id) {\n    id\n  }\n}": typeof types.DeletePermissionDocument,
    "mutation DeleteRole($name: String!) {\n  deleteRole(name: $name) {\n    id\n    name\n  }\n}": typeof types.DeleteRoleDocument,
    "mutation EditPermission($id: ID!, $name: String!) {\n  editPermission(id: $id, name: $name) {\n    id\n    name\n    created_at\n  }\n}": typeof types.EditPermissionDocument,
    "mutation EditRole($id: ID!, $name: String!, $permissions: [String!]) {\n  editRole(id: $id, name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": typeof types.EditRoleDocument,
    "query PermissionAudits($id: ID!) {\n  permissions(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}": typeof types.PermissionAuditsDocument,
    "query Permissions {\n  permissions {\n    id\n    name\n    created_at\n  }\n}": typeof types.PermissionsDocument,
    "query RoleAudits($id: ID!) {\n  roles(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}": typeof types.RoleAuditsDocument,
    "query Roles {\n  roles {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": typeof types.RolesDocument,
    "query Agencies($page: Int) {\n  realstateagencies(page: $page) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}": typeof types.AgenciesDocument,
    "query AgencyAudits($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      id\n      name\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}": typeof types.AgencyAuditsDocument,
    "fragment AgencyFields on RealStateAgency {\n  id\n  name\n  official_name\n  address\n  phone\n  email\n  representative\n  url_site\n  visible\n  description\n  important\n  orden\n  medias {\n    id\n    url\n    full_url\n    mime\n    extension\n    type\n  }\n  plansrestrictions {\n    id\n    quantity\n  }\n}": typeof types.AgencyFieldsFragmentDoc,
    "query AgencyOptions {\n  realstateagenciesnopagination {\n    id\n    name\n  }\n}": typeof types.AgencyOptionsDocument,
    "query Agency($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.AgencyDocument,
    "mutation CreateRealStateAgency($name: String!, $official_name: String, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  createRealStateAgency(\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}": typeof types.CreateRealStateAgencyDocument,
    "mutation DeleteAgency($id: ID!, $visibility: Boolean!) {\n  deleteAgency(id: $id, visibility: $visibility) {\n    id\n    visible\n  }\n}": typeof types.DeleteAgencyDocument,
    "mutation EditRealstateAgencyImportant($agency_id: ID!, $important: Boolean!) {\n  editRealstateAgencyImportant(agency_id: $agency_id, important: $important) {\n    id\n    important\n  }\n}": typeof types.EditRealstateAgencyImportantDocument,
    "mutation EditRealStateAgency($agency_id: ID!, $name: String!, $official_name: String!, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  editRealStateAgency(\n    agency_id: $agency_id\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}": typeof types.EditRealStateAgencyDocument,
    "fragment AuditEntry on Audit {\n  id\n  event\n  old_values\n  new_values\n  created_at\n  user {\n    id\n    name\n    last_name\n  }\n}": typeof types.AuditEntryFragmentDoc,
    "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": typeof types.EditUserProfileDocument,
    "query ProjectsRelatedToMe {\n  projectsrelatedtome {\n    id\n    name\n    real_state_agency_id\n  }\n}": typeof types.ProjectsRelatedToMeDocument,
    "subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}": typeof types.ExportJobUpdatedDocument,
    "subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}": typeof types.NotificationReceivedDocument,
    "subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}": typeof types.RecordChangedDocument,
    "query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": typeof types.MeDocument,
    "mutation ChangeUserStatus($status: Boolean!, $userid: ID!) {\n  changeUserStatus(status: $status, userid: $userid) {\n    ...UserRow\n  }\n}": typeof types.ChangeUserStatusDocument,
    "mutation CreateUser($name: String!, $last_name: String!, $email: String!, $password: String!, $role: String!, $project_ids: [ID!], $real_state_agency_id: ID) {\n  createUser(\n    name: $name\n    last_name: $last_name\n    email: $email\n    password: $password\n    role: $role\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n  }\n}": typeof types.CreateUserDocument,
    "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    id\n  }\n}": typeof types.DeleteUserDocument,
    "mutation EditUser($id: ID!, $name: String!, $last_name: String!, $email: String!, $status: Int!, $role: String!, $permissions: String!, $password: String, $project_ids: [ID!], $real_state_agency_id: ID) {\n  editUser(\n    id: $id\n    name: $name\n    last_name: $last_name\n    email: $email\n    status: $status\n    role: $role\n    permissions: $permissions\n    password: $password\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n    permissions {\n      id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": typeof types.EditUserDocument,
    "query UserAudits($id: ID!) {\n  users(id: $id) {\n    data {\n      id\n      name\n      last_name\n      email\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}": typeof types.UserAuditsDocument,
    "fragment UserRow on User {\n  id\n  name\n  last_name\n  email\n  status\n  created_at\n  roles {\n    id\n    name\n  }\n  realstateagencyuser {\n    id\n    real_state_agency_id\n    name\n  }\n}": typeof types.UserRowFragmentDoc,
    "query User($id: ID!) {\n  users(id: $id) {\n    data {\n      ...UserRow\n      permissions {\n        id\n        name\n      }\n      projectuser {\n        id\n        project_id\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.UserDocument,
    "query Users($page: Int, $search: String) {\n  users(page: $page, search: $search) {\n    data {\n      ...UserRow\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}": typeof types.UsersDocument,
};
const documents: Documents = {
    "mutation CreatePermission($name: String!) {\n  createPermission(name: $name) {\n    id\n    name\n    created_at\n  }\n}": types.CreatePermissionDocument,
    "mutation CreateRole($name: String!, $permissions: [String!]) {\n  createRole(name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": types.CreateRoleDocument,
    "mutation DeletePermission($id: ID!) {\n  deletePermission(id: $id) {\n    id\n  }\n}": types.DeletePermissionDocument,
    "mutation DeleteRole($name: String!) {\n  deleteRole(name: $name) {\n    id\n    name\n  }\n}": types.DeleteRoleDocument,
    "mutation EditPermission($id: ID!, $name: String!) {\n  editPermission(id: $id, name: $name) {\n    id\n    name\n    created_at\n  }\n}": types.EditPermissionDocument,
    "mutation EditRole($id: ID!, $name: String!, $permissions: [String!]) {\n  editRole(id: $id, name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": types.EditRoleDocument,
    "query PermissionAudits($id: ID!) {\n  permissions(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}": types.PermissionAuditsDocument,
    "query Permissions {\n  permissions {\n    id\n    name\n    created_at\n  }\n}": types.PermissionsDocument,
    "query RoleAudits($id: ID!) {\n  roles(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}": types.RoleAuditsDocument,
    "query Roles {\n  roles {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}": types.RolesDocument,
    "query Agencies($page: Int) {\n  realstateagencies(page: $page) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}": types.AgenciesDocument,
    "query AgencyAudits($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      id\n      name\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}": types.AgencyAuditsDocument,
    "fragment AgencyFields on RealStateAgency {\n  id\n  name\n  official_name\n  address\n  phone\n  email\n  representative\n  url_site\n  visible\n  description\n  important\n  orden\n  medias {\n    id\n    url\n    full_url\n    mime\n    extension\n    type\n  }\n  plansrestrictions {\n    id\n    quantity\n  }\n}": types.AgencyFieldsFragmentDoc,
    "query AgencyOptions {\n  realstateagenciesnopagination {\n    id\n    name\n  }\n}": types.AgencyOptionsDocument,
    "query Agency($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n  }\n}": types.AgencyDocument,
    "mutation CreateRealStateAgency($name: String!, $official_name: String, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  createRealStateAgency(\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}": types.CreateRealStateAgencyDocument,
    "mutation DeleteAgency($id: ID!, $visibility: Boolean!) {\n  deleteAgency(id: $id, visibility: $visibility) {\n    id\n    visible\n  }\n}": types.DeleteAgencyDocument,
    "mutation EditRealstateAgencyImportant($agency_id: ID!, $important: Boolean!) {\n  editRealstateAgencyImportant(agency_id: $agency_id, important: $important) {\n    id\n    important\n  }\n}": types.EditRealstateAgencyImportantDocument,
    "mutation EditRealStateAgency($agency_id: ID!, $name: String!, $official_name: String!, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  editRealStateAgency(\n    agency_id: $agency_id\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}": types.EditRealStateAgencyDocument,
    "fragment AuditEntry on Audit {\n  id\n  event\n  old_values\n  new_values\n  created_at\n  user {\n    id\n    name\n    last_name\n  }\n}": types.AuditEntryFragmentDoc,
    "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": types.EditUserProfileDocument,
    "query ProjectsRelatedToMe {\n  projectsrelatedtome {\n    id\n    name\n    real_state_agency_id\n  }\n}": types.ProjectsRelatedToMeDocument,
    "subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}": types.ExportJobUpdatedDocument,
    "subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}": types.NotificationReceivedDocument,
    "subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}": types.RecordChangedDocument,
    "query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": types.MeDocument,
    "mutation ChangeUserStatus($status: Boolean!, $userid: ID!) {\n  changeUserStatus(status: $status, userid: $userid) {\n    ...UserRow\n  }\n}": types.ChangeUserStatusDocument,
    "mutation CreateUser($name: String!, $last_name: String!, $email: String!, $password: String!, $role: String!, $project_ids: [ID!], $real_state_agency_id: ID) {\n  createUser(\n    name: $name\n    last_name: $last_name\n    email: $email\n    password: $password\n    role: $role\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n  }\n}": types.CreateUserDocument,
    "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    id\n  }\n}": types.DeleteUserDocument,
    "mutation EditUser($id: ID!, $name: String!, $last_name: String!, $email: String!, $status: Int!, $role: String!, $permissions: String!, $password: String, $project_ids: [ID!], $real_state_agency_id: ID) {\n  editUser(\n    id: $id\n    name: $name\n    last_name: $last_name\n    email: $email\n    status: $status\n    role: $role\n    permissions: $permissions\n    password: $password\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n    permissions {\n      id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": types.EditUserDocument,
    "query UserAudits($id: ID!) {\n  users(id: $id) {\n    data {\n      id\n      name\n      last_name\n      email\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}": types.UserAuditsDocument,
    "fragment UserRow on User {\n  id\n  name\n  last_name\n  email\n  status\n  created_at\n  roles {\n    id\n    name\n  }\n  realstateagencyuser {\n    id\n    real_state_agency_id\n    name\n  }\n}": types.UserRowFragmentDoc,
    "query User($id: ID!) {\n  users(id: $id) {\n    data {\n      ...UserRow\n      permissions {\n        id\n        name\n      }\n      projectuser {\n        id\n        project_id\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n}": types.UserDocument,
    "query Users($page: Int, $search: String) {\n  users(page: $page, search: $search) {\n    data {\n      ...UserRow\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}": types.UsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePermission($name: String!) {\n  createPermission(name: $name) {\n    id\n    name\n    created_at\n  }\n}"): (typeof documents)["mutation CreatePermission($name: String!) {\n  createPermission(name: $name) {\n    id\n    name\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRole($name: String!, $permissions: [String!]) {\n  createRole(name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation CreateRole($name: String!, $permissions: [String!]) {\n  createRole(name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePermission($id: ID!) {\n  deletePermission(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeletePermission($id: ID!) {\n  deletePermission(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRole($name: String!) {\n  deleteRole(name: $name) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation DeleteRole($name: String!) {\n  deleteRole(name: $name) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditPermission($id: ID!, $name: String!) {\n  editPermission(id: $id, name: $name) {\n    id\n    name\n    created_at\n  }\n}"): (typeof documents)["mutation EditPermission($id: ID!, $name: String!) {\n  editPermission(id: $id, name: $name) {\n    id\n    name\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditRole($id: ID!, $name: String!, $permissions: [String!]) {\n  editRole(id: $id, name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation EditRole($id: ID!, $name: String!, $permissions: [String!]) {\n  editRole(id: $id, name: $name, permissions: $permissions) {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PermissionAudits($id: ID!) {\n  permissions(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}"): (typeof documents)["query PermissionAudits($id: ID!) {\n  permissions(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Permissions {\n  permissions {\n    id\n    name\n    created_at\n  }\n}"): (typeof documents)["query Permissions {\n  permissions {\n    id\n    name\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoleAudits($id: ID!) {\n  roles(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}"): (typeof documents)["query RoleAudits($id: ID!) {\n  roles(id: $id) {\n    id\n    name\n    audits {\n      ...AuditEntry\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Roles {\n  roles {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query Roles {\n  roles {\n    id\n    name\n    created_at\n    permissions {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Agencies($page: Int) {\n  realstateagencies(page: $page) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}"): (typeof documents)["query Agencies($page: Int) {\n  realstateagencies(page: $page) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AgencyAudits($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      id\n      name\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}"): (typeof documents)["query AgencyAudits($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      id\n      name\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AgencyFields on RealStateAgency {\n  id\n  name\n  official_name\n  address\n  phone\n  email\n  representative\n  url_site\n  visible\n  description\n  important\n  orden\n  medias {\n    id\n    url\n    full_url\n    mime\n    extension\n    type\n  }\n  plansrestrictions {\n    id\n    quantity\n  }\n}"): (typeof documents)["fragment AgencyFields on RealStateAgency {\n  id\n  name\n  official_name\n  address\n  phone\n  email\n  representative\n  url_site\n  visible\n  description\n  important\n  orden\n  medias {\n    id\n    url\n    full_url\n    mime\n    extension\n    type\n  }\n  plansrestrictions {\n    id\n    quantity\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AgencyOptions {\n  realstateagenciesnopagination {\n    id\n    name\n  }\n}"): (typeof documents)["query AgencyOptions {\n  realstateagenciesnopagination {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Agency($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query Agency($id: ID!) {\n  realstateagencies(id: $id) {\n    data {\n      ...AgencyFields\n      projects {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRealStateAgency($name: String!, $official_name: String, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  createRealStateAgency(\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}"): (typeof documents)["mutation CreateRealStateAgency($name: String!, $official_name: String, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  createRealStateAgency(\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAgency($id: ID!, $visibility: Boolean!) {\n  deleteAgency(id: $id, visibility: $visibility) {\n    id\n    visible\n  }\n}"): (typeof documents)["mutation DeleteAgency($id: ID!, $visibility: Boolean!) {\n  deleteAgency(id: $id, visibility: $visibility) {\n    id\n    visible\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditRealstateAgencyImportant($agency_id: ID!, $important: Boolean!) {\n  editRealstateAgencyImportant(agency_id: $agency_id, important: $important) {\n    id\n    important\n  }\n}"): (typeof documents)["mutation EditRealstateAgencyImportant($agency_id: ID!, $important: Boolean!) {\n  editRealstateAgencyImportant(agency_id: $agency_id, important: $important) {\n    id\n    important\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditRealStateAgency($agency_id: ID!, $name: String!, $official_name: String!, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  editRealStateAgency(\n    agency_id: $agency_id\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}"): (typeof documents)["mutation EditRealStateAgency($agency_id: ID!, $name: String!, $official_name: String!, $representative: String, $address: String, $phone: String, $email: String, $description: String, $logo: Upload, $cover_page: Upload, $orden: Int, $url_site: String, $restriction_quantity: Int) {\n  editRealStateAgency(\n    agency_id: $agency_id\n    name: $name\n    official_name: $official_name\n    representative: $representative\n    address: $address\n    phone: $phone\n    email: $email\n    description: $description\n    logo: $logo\n    cover_page: $cover_page\n    orden: $orden\n    url_site: $url_site\n    restriction_quantity: $restriction_quantity\n  ) {\n    ...AgencyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuditEntry on Audit {\n  id\n  event\n  old_values\n  new_values\n  created_at\n  user {\n    id\n    name\n    last_name\n  }\n}"): (typeof documents)["fragment AuditEntry on Audit {\n  id\n  event\n  old_values\n  new_values\n  created_at\n  user {\n    id\n    name\n    last_name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"): (typeof documents)["mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsRelatedToMe {\n  projectsrelatedtome {\n    id\n    name\n    real_state_agency_id\n  }\n}"): (typeof documents)["query ProjectsRelatedToMe {\n  projectsrelatedtome {\n    id\n    name\n    real_state_agency_id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}"): (typeof documents)["subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}"): (typeof documents)["subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}"): (typeof documents)["subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeUserStatus($status: Boolean!, $userid: ID!) {\n  changeUserStatus(status: $status, userid: $userid) {\n    ...UserRow\n  }\n}"): (typeof documents)["mutation ChangeUserStatus($status: Boolean!, $userid: ID!) {\n  changeUserStatus(status: $status, userid: $userid) {\n    ...UserRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($name: String!, $last_name: String!, $email: String!, $password: String!, $role: String!, $project_ids: [ID!], $real_state_agency_id: ID) {\n  createUser(\n    name: $name\n    last_name: $last_name\n    email: $email\n    password: $password\n    role: $role\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n  }\n}"): (typeof documents)["mutation CreateUser($name: String!, $last_name: String!, $email: String!, $password: String!, $role: String!, $project_ids: [ID!], $real_state_agency_id: ID) {\n  createUser(\n    name: $name\n    last_name: $last_name\n    email: $email\n    password: $password\n    role: $role\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    id\n  }\n}"): (typeof documents)["mutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditUser($id: ID!, $name: String!, $last_name: String!, $email: String!, $status: Int!, $role: String!, $permissions: String!, $password: String, $project_ids: [ID!], $real_state_agency_id: ID) {\n  editUser(\n    id: $id\n    name: $name\n    last_name: $last_name\n    email: $email\n    status: $status\n    role: $role\n    permissions: $permissions\n    password: $password\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n    permissions {\n      id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"): (typeof documents)["mutation EditUser($id: ID!, $name: String!, $last_name: String!, $email: String!, $status: Int!, $role: String!, $permissions: String!, $password: String, $project_ids: [ID!], $real_state_agency_id: ID) {\n  editUser(\n    id: $id\n    name: $name\n    last_name: $last_name\n    email: $email\n    status: $status\n    role: $role\n    permissions: $permissions\n    password: $password\n    project_ids: $project_ids\n    real_state_agency_id: $real_state_agency_id\n  ) {\n    ...UserRow\n    permissions {\n      id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserAudits($id: ID!) {\n  users(id: $id) {\n    data {\n      id\n      name\n      last_name\n      email\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}"): (typeof documents)["query UserAudits($id: ID!) {\n  users(id: $id) {\n    data {\n      id\n      name\n      last_name\n      email\n      audits {\n        ...AuditEntry\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserRow on User {\n  id\n  name\n  last_name\n  email\n  status\n  created_at\n  roles {\n    id\n    name\n  }\n  realstateagencyuser {\n    id\n    real_state_agency_id\n    name\n  }\n}"): (typeof documents)["fragment UserRow on User {\n  id\n  name\n  last_name\n  email\n  status\n  created_at\n  roles {\n    id\n    name\n  }\n  realstateagencyuser {\n    id\n    real_state_agency_id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User($id: ID!) {\n  users(id: $id) {\n    data {\n      ...UserRow\n      permissions {\n        id\n        name\n      }\n      projectuser {\n        id\n        project_id\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query User($id: ID!) {\n  users(id: $id) {\n    data {\n      ...UserRow\n      permissions {\n        id\n        name\n      }\n      projectuser {\n        id\n        project_id\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($page: Int, $search: String) {\n  users(page: $page, search: $search) {\n    data {\n      ...UserRow\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}"): (typeof documents)["query Users($page: Int, $search: String) {\n  users(page: $page, search: $search) {\n    data {\n      ...UserRow\n    }\n    total\n    per_page\n    current_page\n    from\n    to\n    last_page\n    has_more_pages\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;