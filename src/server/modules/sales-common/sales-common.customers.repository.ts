import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codebtors, customers } from '../../db/schema';

// The batch reads behind the buyers' loaders (sales-common.customers.loaders.ts).

export type CustomerRow = typeof customers.$inferSelect;
export type CodebtorRow = typeof codebtors.$inferSelect;

export const findCustomers = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(customers)
    .where(inArray(customers.id, [...ids]));

export const findCodebtors = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(codebtors)
    .where(inArray(codebtors.id, [...ids]));

/** The customers' co-debtors, the latest first. */
export const findCodebtorsOfCustomers = (db: DbOrTx, customerIds: readonly number[]) =>
  db
    .select()
    .from(codebtors)
    .where(inArray(codebtors.customer_id, [...customerIds]))
    .orderBy(desc(codebtors.id));
