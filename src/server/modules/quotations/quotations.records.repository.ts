import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { QuotationStatus } from '../../../shared/sales-status';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import {
  bookingRequests,
  codebtors,
  communes,
  customers,
  parkingLots,
  projects,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';

// A quotation by id and its status writes (the rules are in quotations.service.ts and
// quotations.follow.service.ts).

/**
 * A quotation of a live project with its project's agency; undefined when missing or its project
 * was removed. With `lock`, its row is locked FOR UPDATE.
 */
export async function findLocatedQuotation(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ quotation: quotations, agency_id: projects.real_state_agency_id })
    .from(quotations)
    .innerJoin(projects, eq(projects.id, quotations.project_id))
    .where(and(eq(quotations.id, id), isNull(projects.deleted_at)));
  const [row] = lock ? await query.for('update', { of: quotations }) : await query;
  return row;
}

/** The first co-debtor of a customer, as the customer loader joins it. */
export const firstCodebtor = (customerId: SQL | typeof customers.id) =>
  sql`(select min(cb.id) from ${codebtors} cb where cb.customer_id = ${customerId})`;

/**
 * A quotation of a live project for its details page, in one statement: its project (the scope
 * check), customer with commune and first co-debtor, latest booking and promise request, and its
 * quoted homes with their units, one result row per quoted home (at least one). Built once per
 * database (a placeholder takes the id).
 */
/** The id of the quotation's latest booking or promise request (it may be booked again). */
export const latest = (table: typeof bookingRequests | typeof promiseRequests) =>
  sql`(select max(r.id) from ${table} r where r.quotation_id = ${quotations.id})`;

const quotationDetails = statementOnce('quotation_details', (db: Db) => {
  return db
    .select({
      quotation: quotations,
      project: projects,
      customer: customers,
      commune: communes,
      codebtor: codebtors,
      booking: bookingRequests,
      promise: promiseRequests,
      quoted: propertyQuotations,
      home: properties,
      warehouse: warehouses,
      parkingLot: parkingLots,
    })
    .from(quotations)
    .innerJoin(projects, eq(projects.id, quotations.project_id))
    .leftJoin(customers, eq(customers.id, quotations.customer_id))
    .leftJoin(communes, eq(communes.id, customers.commune_id))
    .leftJoin(codebtors, eq(codebtors.id, firstCodebtor(customers.id)))
    .leftJoin(bookingRequests, eq(bookingRequests.id, latest(bookingRequests)))
    .leftJoin(promiseRequests, eq(promiseRequests.id, latest(promiseRequests)))
    .leftJoin(propertyQuotations, eq(propertyQuotations.quotation_id, quotations.id))
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .leftJoin(warehouses, eq(warehouses.id, propertyQuotations.warehouse_id))
    .leftJoin(parkingLots, eq(parkingLots.id, propertyQuotations.parking_lot_id))
    .where(and(eq(quotations.id, sql.placeholder('id')), isNull(projects.deleted_at)));
});

export function findQuotationDetails(db: Db, id: number) {
  return quotationDetails(db, { id });
}

/** The quotation's status and project, its row locked FOR UPDATE. */
export async function lockQuotationStatus(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: quotations.status, projectId: quotations.project_id })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  return row;
}

/** Sets the status; the row as it is now (undefined when it vanished). */
export async function updateQuotationStatus(tx: Tx, id: number, status: QuotationStatus) {
  const [row] = await tx
    .update(quotations)
    .set({ status, updated_at: new Date() })
    .where(eq(quotations.id, id))
    .returning();
  return row;
}

/** Sets the status, nothing read back. */
export async function setQuotationStatus(
  tx: Tx,
  id: number,
  status: QuotationStatus,
): Promise<void> {
  await tx.update(quotations).set({ status, updated_at: new Date() }).where(eq(quotations.id, id));
}
