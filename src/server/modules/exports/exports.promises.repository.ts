import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PROMISE_ORDER_STATUSES, PROMISE_REQUEST_STATUSES } from '../../db/schema';
import { customers, projects, promiseOrders, promiseRequests, quotations } from '../../db/schema';
import { quotedUnitJoins } from './exports.quoted-unit.repository';

// The tables and filters of the promise exports (exports.promises.export.ts).

type ListFilter<S extends readonly string[]> = {
  project_id: number | null;
  status: S[number] | null;
};

export const promiseRequestsFrom = sql`${promiseRequests}
    join ${projects} on ${projects.id} = ${promiseRequests.project_id}
    join ${quotations} on ${quotations.id} = ${promiseRequests.quotation_id}
    join ${customers} on ${customers.id} = ${quotations.customer_id}
    ${quotedUnitJoins(quotations.id)}`;

export const promiseRequestsWhere = (
  scope: SQL | undefined,
  p: ListFilter<typeof PROMISE_REQUEST_STATUSES>,
) =>
  and(
    scope,
    p.project_id ? eq(promiseRequests.project_id, p.project_id) : undefined,
    p.status ? eq(promiseRequests.status, p.status) : undefined,
  );

export const promiseOrdersFrom = sql`${promiseOrders}
    join ${projects} on ${projects.id} = ${promiseOrders.project_id}
    join ${promiseRequests} on ${promiseRequests.id} = ${promiseOrders.promise_request_id}
    join ${quotations} on ${quotations.id} = ${promiseRequests.quotation_id}
    join ${customers} on ${customers.id} = ${quotations.customer_id}
    ${quotedUnitJoins(quotations.id)}`;

export const promiseOrdersWhere = (
  scope: SQL | undefined,
  p: ListFilter<typeof PROMISE_ORDER_STATUSES>,
) =>
  and(
    scope,
    p.project_id ? eq(promiseOrders.project_id, p.project_id) : undefined,
    p.status ? eq(promiseOrders.status, p.status) : undefined,
  );
