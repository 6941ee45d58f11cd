// The one way the client refreshes after a change: a mutation's success and a recordChanged event
// (graphql/schema/realtime.graphql) both name the record types that changed, and the queries that
// read the matching root fields (stored in the query's meta by useTypedQuery) are invalidated. The
// map speaks the contract's vocabulary and does not depend on how operations are named.
import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import { Kind, getOperationAST, type DocumentNode } from 'graphql';

/** Root fields whose answers may change when a record of this type changes. */
export const RECORD_FIELDS: Readonly<Record<string, readonly string[]>> = {
  quotation: ['quotations', 'consolidity', 'tablepropertie'],
  booking_request: ['bookingrequests', 'tablepropertie', 'unitsGrid'],
  booking_order: ['bookingorders', 'bookingrequests', 'tablepropertie', 'unitsGrid'],
  promise_request: ['promiserequests', 'tablepropertie', 'unitsGrid'],
  promise_order: ['promiseorders', 'promiserequests', 'tablepropertie', 'unitsGrid'],
  preapproval: ['preapprovals', 'prospects', 'prospectspertypequery'],
  prospect: ['prospects', 'prospectspertypequery', 'pipelines'],
  contact: [
    'contactform',
    'contactformnewsletter',
    'contactformenterprise',
    'contactformsection',
    'contactformhomesection',
    'consolidity',
  ],
  news: ['news', 'tagsNews'],
  comment: ['comments'],
  project: [
    'projects',
    'projectsrelatedtome',
    'projectsmedia',
    'modelsbyproject',
    'propertiesandmodelsbyproject',
    'tablepropertie',
    'realstateagencies',
  ],
  property: [
    'properties',
    'tablepropertie',
    'modelsbyproject',
    'propertiesandmodelsbyproject',
    'unitsGrid',
  ],
  warehouse: ['warehouses', 'properties', 'tablepropertie', 'unitsGrid'],
  parkinglot: ['parkinglots', 'properties', 'tablepropertie', 'unitsGrid'],
  agency: ['realstateagencies', 'realstateagenciesnopagination', 'projects'],
  user: ['users'],
  role: ['roles', 'users'],
  permission: ['permissions', 'roles', 'users'],
  webhook: ['webhooks', 'webhooksrecords'],
  // Changes the client makes and follows itself (uploads, export jobs, read marks, the delivery
  // records a removed webhook takes with it).
  project_media: ['projectsmedia', 'modelsbyproject'],
  webhook_record: ['webhooksrecords'],
  export_job: ['exportJobs', 'exportJob'],
  notification: ['notificationsusers'],
};

export interface QueryMeta extends Record<string, unknown> {
  rootFields: readonly string[];
}

/** The root fields an operation selects ("projects" for the Projects query that reads projects). */
export function rootFieldsOf(document: DocumentNode): string[] {
  const operation = getOperationAST(document);
  return (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

function readsAny(meta: unknown, fields: readonly string[]): boolean {
  const rootFields: unknown =
    typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'rootFields') : undefined;
  return Array.isArray(rootFields) && rootFields.some((field) => fields.includes(field));
}

/** The queries that read one of these root fields, for cache writes that follow a change. */
export function queriesReading(fields: readonly string[]): QueryFilters {
  return { predicate: (query: Query) => readsAny(query.meta, fields) };
}

/**
 * Invalidates the queries a change of these record types may affect. A type this map does not
 * know (a newer server's) refreshes everything rather than leave a screen stale.
 */
export function invalidateForRecord(
  queryClient: QueryClient,
  types: string | readonly string[],
): Promise<void> {
  const fields: string[] = [];
  for (const type of typeof types === 'string' ? [types] : types) {
    const known = RECORD_FIELDS[type];
    if (!known) return queryClient.invalidateQueries();
    fields.push(...known);
  }
  return queryClient.invalidateQueries(queriesReading(fields));
}
