import { indexedBy, perRequest } from '../../kernel';
import {
  findOrdersOfPromiseRequests,
  findPromiseOrders,
  findPromiseRequests,
} from './promises.repository';

// Per-request loaders behind the promise field resolvers. The lists prime the by-id loaders with
// their rows, so a field that needs a row's hidden columns (quotation_id, promise_request_id)
// costs no query.

export const promiseRequestById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findPromiseRequests(ctx.db, ids), (row) => row.id),
);

export const promiseOrderById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findPromiseOrders(ctx.db, ids), (row) => row.id),
);

/** The latest order of each request (a rejected payment may be followed by a new order). */
export const orderOfPromiseRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findOrdersOfPromiseRequests(ctx.db, ids);
  const byId = promiseOrderById(ctx);
  for (const row of rows) byId.prime(row.id, row);
  return ids.map((id) => rows.find((row) => row.promise_request_id === id) ?? null);
});
