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
    "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": typeof types.EditUserProfileDocument,
    "subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}": typeof types.ExportJobUpdatedDocument,
    "subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}": typeof types.NotificationReceivedDocument,
    "subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}": typeof types.RecordChangedDocument,
    "query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": typeof types.MeDocument,
};
const documents: Documents = {
    "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": types.EditUserProfileDocument,
    "subscription ExportJobUpdated($id: ID) {\n  exportJobUpdated(id: $id) {\n    id\n    type\n    status\n    progress\n    file_name\n    download_url\n    error\n    created_at\n    updated_at\n  }\n}": types.ExportJobUpdatedDocument,
    "subscription NotificationReceived {\n  notificationReceived {\n    id\n    read_at\n    created_at\n    notification {\n      id\n      title\n      message\n      url\n      created_at\n    }\n  }\n}": types.NotificationReceivedDocument,
    "subscription RecordChanged($types: [String!]) {\n  recordChanged(types: $types) {\n    type\n    action\n    id\n    project_id\n  }\n}": types.RecordChangedDocument,
    "query Me {\n  me {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}": types.MeDocument,
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
export function graphql(source: "mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"): (typeof documents)["mutation EditUserProfile($name: String!, $last_name: String!, $password: String) {\n  editUserProfile(name: $name, last_name: $last_name, password: $password) {\n    id\n    name\n    last_name\n    email\n    status\n    roles {\n      name\n    }\n    permissions {\n      name\n    }\n    realstateagencyuser {\n      id\n      real_state_agency_id\n      name\n    }\n    projectuser {\n      id\n      project_id\n    }\n  }\n}"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;