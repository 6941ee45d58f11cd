import { groupedBy, indexedBy, perRequest } from '../../kernel';
import {
  findCodebtors,
  findCodebtorsOfCustomers,
  findCustomers,
} from './sales-common.customers.repository';

// Per-request loaders of buyers, shared by every sales record that shows one (quotations,
// bookings, promises, pre-approvals, prospects): a page costs one query for its customers and
// one for their co-debtors, whatever its size.

export const customerById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findCustomers(ctx.db, ids), (row) => row.id),
);

export const codebtorById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findCodebtors(ctx.db, ids), (row) => row.id),
);

/** A customer's co-debtors, the latest first. */
export const codebtorsOfCustomer = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(ids, await findCodebtorsOfCustomers(ctx.db, ids), (row) => row.customer_id),
);
