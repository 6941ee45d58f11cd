import { desc, inArray } from 'drizzle-orm';
import { promiseOrders, promiseRequests } from '../../db/schema';
import { indexedBy, perRequest } from '../../kernel';

// Per-request loaders behind the promise field resolvers. The lists prime the by-id loaders with
// their rows, so a field that needs a row's hidden columns (quotation_id, promise_request_id)
// costs no query.

export const promiseRequestById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(promiseRequests)
      .where(inArray(promiseRequests.id, [...ids])),
    (row) => row.id,
  ),
);

export const promiseOrderById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(promiseOrders)
      .where(inArray(promiseOrders.id, [...ids])),
    (row) => row.id,
  ),
);

/** The latest order of each request (a rejected payment may be followed by a new order). */
export const orderOfPromiseRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select()
    .from(promiseOrders)
    .where(inArray(promiseOrders.promise_request_id, [...ids]))
    .orderBy(desc(promiseOrders.id));
  const byId = promiseOrderById(ctx);
  for (const row of rows) byId.prime(row.id, row);
  return ids.map((id) => rows.find((row) => row.promise_request_id === id) ?? null);
});

/** The latest promise request of each quotation (Quotation.promiserequest). */
export const promiseRequestOfQuotation = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select()
    .from(promiseRequests)
    .where(inArray(promiseRequests.quotation_id, [...ids]))
    .orderBy(desc(promiseRequests.id));
  const byId = promiseRequestById(ctx);
  for (const row of rows) byId.prime(row.id, row);
  return ids.map((id) => rows.find((row) => row.quotation_id === id) ?? null);
});
