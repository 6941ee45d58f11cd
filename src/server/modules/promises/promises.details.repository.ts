import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import {
  codebtors,
  communes,
  customers,
  parkingLots,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';
import { firstCodebtor } from '../quotations';

// The details pages' reads: a promise request or order with every row its page shows through
// one-to-one links (its quotation, the quotation's project and customer with commune and first
// co-debtor, the latest order) and the quoted homes with their units, in one statement: one result
// row per quoted home (at least one). The access service primes the loaders with them. Each
// statement is built once per database (a placeholder takes the id).

const quotationProjects = alias(projects, 'quotation_projects');

/** What both details read of the quotation behind the record. */
const quotationColumns = {
  quotation: quotations,
  quotationProject: quotationProjects,
  customer: customers,
  commune: communes,
  codebtor: codebtors,
  quoted: propertyQuotations,
  home: properties,
  warehouse: warehouses,
  parkingLot: parkingLots,
};

/** The quotation's project, customer with commune and first co-debtor, and its quoted homes. */
function withQuotationRows<T extends PgSelect>(query: T) {
  return query
    .leftJoin(quotationProjects, eq(quotationProjects.id, quotations.project_id))
    .leftJoin(customers, eq(customers.id, quotations.customer_id))
    .leftJoin(communes, eq(communes.id, customers.commune_id))
    .leftJoin(codebtors, eq(codebtors.id, firstCodebtor(customers.id)))
    .leftJoin(propertyQuotations, eq(propertyQuotations.quotation_id, quotations.id))
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .leftJoin(warehouses, eq(warehouses.id, propertyQuotations.warehouse_id))
    .leftJoin(parkingLots, eq(parkingLots.id, propertyQuotations.parking_lot_id));
}

const promiseRequestDetails = statementOnce('promise_request_details', (db: Db) => {
  const r = promiseRequests;
  const latestOrder = sql`(select max(o.id) from ${promiseOrders} o where o.promise_request_id = ${r.id})`;
  const query = db
    .select({
      request: r,
      agency_id: projects.real_state_agency_id,
      order: promiseOrders,
      ...quotationColumns,
    }) // prettier-ignore
    .from(r)
    .innerJoin(projects, eq(projects.id, r.project_id))
    .leftJoin(promiseOrders, eq(promiseOrders.id, latestOrder))
    .leftJoin(quotations, eq(quotations.id, r.quotation_id))
    .$dynamic();
  return withQuotationRows(query).where(eq(r.id, sql.placeholder('id')));
});

export const findPromiseRequestDetails = (db: Db, id: number) => promiseRequestDetails(db, { id });

const promiseOrderDetails = statementOnce('promise_order_details', (db: Db) => {
  const o = promiseOrders;
  const query = db
    .select({
      order: o,
      agency_id: projects.real_state_agency_id,
      request: promiseRequests,
      ...quotationColumns,
    }) // prettier-ignore
    .from(o)
    .innerJoin(projects, eq(projects.id, o.project_id))
    .leftJoin(promiseRequests, eq(promiseRequests.id, o.promise_request_id))
    .leftJoin(quotations, eq(quotations.id, promiseRequests.quotation_id))
    .$dynamic();
  return withQuotationRows(query).where(eq(o.id, sql.placeholder('id')));
});

export const findPromiseOrderDetails = (db: Db, id: number) => promiseOrderDetails(db, { id });
