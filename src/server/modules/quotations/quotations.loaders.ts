import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookingRequests, codebtors, communes, customers, promiseRequests } from '../../db/schema';
import { indexedBy, perRequest } from '../../kernel';
import { toCustomer } from './quotations.mappers';

// Per-request loaders of what only quotations show: the customer with its commune and co-debtor,
// and the latest booking and promise request of each quotation. A page costs one query per
// relation asked for, whatever its size. The quotation and what it quoted load through the loaders
// every sales record shares (sales-common/quotation-relations.loaders.ts).

const list = (ids: readonly number[]) => [...ids];

/** Customers with their commune and first co-debtor, in one query. */
export const customerWithCommuneById = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ customer: customers, commune: communes, codebtor: codebtors })
    .from(customers)
    .leftJoin(communes, eq(communes.id, customers.commune_id))
    .leftJoin(
      codebtors,
      eq(
        codebtors.id,
        sql`(select min(cb.id) from ${codebtors} cb where cb.customer_id = ${customers.id})`,
      ),
    )
    .where(inArray(customers.id, list(ids)));
  return indexedBy(ids, rows, (row) => row.customer.id).map(
    (row) => row && toCustomer(row.customer, row.commune, row.codebtor),
  );
});

/** The latest booking request of each quotation (a quotation may be booked again after one ends). */
export const bookingOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .selectDistinctOn([bookingRequests.quotation_id])
      .from(bookingRequests)
      .where(inArray(bookingRequests.quotation_id, list(ids)))
      .orderBy(asc(bookingRequests.quotation_id), desc(bookingRequests.id)),
    (row) => row.quotation_id ?? 0,
  ),
);

/** The latest promise request of each quotation. */
export const promiseOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .selectDistinctOn([promiseRequests.quotation_id])
      .from(promiseRequests)
      .where(inArray(promiseRequests.quotation_id, list(ids)))
      .orderBy(asc(promiseRequests.quotation_id), desc(promiseRequests.id)),
    (row) => row.quotation_id,
  ),
);
