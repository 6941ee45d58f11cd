import { indexedBy, perRequest } from '../../kernel';
import type { GraphQLContext } from '../../context';
import type { CommuneRow } from '../lookups';
import { toCustomer, type CodebtorRow, type CustomerRow } from './quotations.mappers';
import {
  findCustomersWithCommune,
  findLatestBookingsOfQuotations,
  findLatestPromisesOfQuotations,
} from './quotations.relations.repository';

// Per-request loaders of what only quotations show: the customer with its commune and co-debtor,
// and the latest booking and promise request of each quotation. A page costs one query per
// relation asked for, whatever its size. The quotation and what it quoted load through the loaders
// every sales record shares (sales-common/quotation-relations.loaders.ts).

/** Customers with their commune and first co-debtor, in one query. */
export const customerWithCommuneById = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findCustomersWithCommune(ctx.db, ids);
  return indexedBy(ids, rows, (row) => row.customer.id).map(
    (row) => row && toCustomer(row.customer, row.commune, row.codebtor),
  );
});

/** The latest booking request of each quotation (a quotation may be booked again after one ends). */
export const bookingOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findLatestBookingsOfQuotations(ctx.db, ids), (row) => row.quotation_id ?? 0),
);

/** The latest promise request of each quotation. */
export const promiseOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findLatestPromisesOfQuotations(ctx.db, ids), (row) => row.quotation_id),
);

/** Primes customerWithCommuneById with a customer a details statement read with its relations. */
export function primeCustomerWithCommune(
  ctx: GraphQLContext,
  customer: CustomerRow,
  commune: CommuneRow | null,
  codebtor: CodebtorRow | null,
): void {
  customerWithCommuneById(ctx).prime(customer.id, toCustomer(customer, commune, codebtor));
}
