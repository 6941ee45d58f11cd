import { desc, inArray } from 'drizzle-orm';
import { codebtors, customers } from '../../db/schema';
import { groupedBy, indexedBy, perRequest } from '../../kernel';

// Per-request loaders of buyers, shared by every sales record that shows one (quotations,
// bookings, promises, pre-approvals, prospects): a page costs one query for its customers and
// one for their co-debtors, whatever its size.

export type CustomerRow = typeof customers.$inferSelect;
export type CodebtorRow = typeof codebtors.$inferSelect;

export const customerById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(customers)
      .where(inArray(customers.id, [...ids])),
    (row) => row.id,
  ),
);

export const codebtorById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(codebtors)
      .where(inArray(codebtors.id, [...ids])),
    (row) => row.id,
  ),
);

/** A customer's co-debtors, the latest first. */
export const codebtorsOfCustomer = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(
    ids,
    await ctx.db
      .select()
      .from(codebtors)
      .where(inArray(codebtors.customer_id, [...ids]))
      .orderBy(desc(codebtors.id)),
    (row) => row.customer_id,
  ),
);
