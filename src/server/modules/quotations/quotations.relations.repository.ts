import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests, codebtors, communes, customers, promiseRequests } from '../../db/schema';

// The batch reads behind the quotations' own loaders (quotations.loaders.ts).

/** Customers with their commune and first co-debtor, in one query. */
export const findCustomersWithCommune = (db: DbOrTx, ids: readonly number[]) =>
  db
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
    .where(inArray(customers.id, [...ids]));

/** The latest booking request of each quotation. */
export const findLatestBookingsOfQuotations = (db: DbOrTx, quotationIds: readonly number[]) =>
  db
    .selectDistinctOn([bookingRequests.quotation_id])
    .from(bookingRequests)
    .where(inArray(bookingRequests.quotation_id, [...quotationIds]))
    .orderBy(asc(bookingRequests.quotation_id), desc(bookingRequests.id));

/** The latest promise request of each quotation. */
export const findLatestPromisesOfQuotations = (db: DbOrTx, quotationIds: readonly number[]) =>
  db
    .selectDistinctOn([promiseRequests.quotation_id])
    .from(promiseRequests)
    .where(inArray(promiseRequests.quotation_id, [...quotationIds]))
    .orderBy(asc(promiseRequests.quotation_id), desc(promiseRequests.id));
