import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { OrderStatus, PromiseRequestStatus } from '../../../shared/sales-status';
import type { DbOrTx } from '../../db/client';
import { orderOr, type SortColumns } from '../../kernel';
import { projects, promiseOrders, promiseRequests, quotations } from '../../db/schema';
import { searchedCustomers } from '../sales-common';
import type { SalesFilters } from '../sales-common';

// Reads and writes of promise requests (Solicitud de Promesas) and promise orders (Pagos de
// Promesas). Lists join the project for the agency scope; a search narrows by the quotation's
// customer through a subquery.

export type PromiseRequestRow = typeof promiseRequests.$inferSelect;
export type PromiseOrderRow = typeof promiseOrders.$inferSelect;
/** A row with its project's agency, for the scope check of a record asked for by id. */
export type Located<R> = R & { agency_id: number };

/** The quotations of the customers a search finds; undefined when not searching. */
/** The fields the promise lists sort by (`sort`, issue 33). */
export const promiseRequestSorts: SortColumns = {
  id: promiseRequests.id,
  created_at: promiseRequests.created_at,
  status: promiseRequests.status,
};
export const promiseOrderSorts: SortColumns = {
  id: promiseOrders.id,
  created_at: promiseOrders.created_at,
  status: promiseOrders.status,
};

function searchedQuotations(db: DbOrTx, search: string | null | undefined) {
  const found = searchedCustomers(db, search);
  return found && db.select({ id: quotations.id }).from(quotations).where(inArray(quotations.customer_id, found)); // prettier-ignore
}

export async function pagePromiseRequests(
  db: DbOrTx,
  f: SalesFilters<PromiseRequestStatus>,
  w: { offset: number; limit: number },
) {
  const found = searchedQuotations(db, f.search);
  const where = and(
    f.scope,
    f.projectId === undefined ? undefined : eq(promiseRequests.project_id, f.projectId),
    f.status === undefined ? undefined : eq(promiseRequests.status, f.status),
    found && inArray(promiseRequests.quotation_id, found),
  );
  const rows = await db
    .select(getTableColumns(promiseRequests))
    .from(promiseRequests)
    .innerJoin(projects, eq(projects.id, promiseRequests.project_id))
    .where(where)
    .orderBy(
      ...orderOr(f.sort, promiseRequestSorts, promiseRequests.id, [
        desc(promiseRequests.created_at),
        desc(promiseRequests.id),
      ]),
    )
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db
    .select({ n: count() })
    .from(promiseRequests)
    .innerJoin(projects, eq(projects.id, promiseRequests.project_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function pagePromiseOrders(
  db: DbOrTx,
  f: SalesFilters<OrderStatus>,
  w: { offset: number; limit: number },
) {
  const found = searchedQuotations(db, f.search);
  const requests =
    found &&
    db
      .select({ id: promiseRequests.id })
      .from(promiseRequests)
      .where(inArray(promiseRequests.quotation_id, found));
  const where = and(
    f.scope,
    f.projectId === undefined ? undefined : eq(promiseOrders.project_id, f.projectId),
    f.status === undefined ? undefined : eq(promiseOrders.status, f.status),
    requests && inArray(promiseOrders.promise_request_id, requests),
  );
  const rows = await db
    .select(getTableColumns(promiseOrders))
    .from(promiseOrders)
    .innerJoin(projects, eq(projects.id, promiseOrders.project_id))
    .where(where)
    .orderBy(
      ...orderOr(f.sort, promiseOrderSorts, promiseOrders.id, [
        desc(promiseOrders.created_at),
        desc(promiseOrders.id),
      ]),
    )
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db
    .select({ n: count() })
    .from(promiseOrders)
    .innerJoin(projects, eq(projects.id, promiseOrders.project_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findPromiseRequest(
  db: DbOrTx,
  id: number,
): Promise<Located<PromiseRequestRow> | null> {
  const [row] = await db
    .select({ ...getTableColumns(promiseRequests), agency_id: projects.real_state_agency_id })
    .from(promiseRequests)
    .innerJoin(projects, eq(projects.id, promiseRequests.project_id))
    .where(eq(promiseRequests.id, id));
  return row ?? null;
}

export async function findPromiseOrder(
  db: DbOrTx,
  id: number,
): Promise<Located<PromiseOrderRow> | null> {
  const [row] = await db
    .select({ ...getTableColumns(promiseOrders), agency_id: projects.real_state_agency_id })
    .from(promiseOrders)
    .innerJoin(projects, eq(projects.id, promiseOrders.project_id))
    .where(eq(promiseOrders.id, id));
  return row ?? null;
}

/** The request's current row, locked until the transaction ends. */
export async function lockPromiseRequest(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(promiseRequests)
    .where(eq(promiseRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function lockPromiseOrder(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(promiseOrders).where(eq(promiseOrders.id, id)).for('update');
  return row ?? null;
}

export async function setPromiseRequestStatus(
  tx: DbOrTx,
  id: number,
  status: PromiseRequestStatus,
) {
  const [row] = await tx
    .update(promiseRequests)
    .set({ status, updated_at: new Date() })
    .where(eq(promiseRequests.id, id))
    .returning();
  if (!row) throw new Error(`promise_requests ${id} desapareció dentro de la transacción`);
  return row;
}

export async function setPromiseOrderStatus(tx: DbOrTx, id: number, status: OrderStatus) {
  const [row] = await tx
    .update(promiseOrders)
    .set({ status, updated_at: new Date() })
    .where(eq(promiseOrders.id, id))
    .returning();
  if (!row) throw new Error(`promise_orders ${id} desapareció dentro de la transacción`);
  return row;
}

// The batch reads behind the loaders (promises.loaders.ts).

export const findPromiseRequests = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(promiseRequests)
    .where(inArray(promiseRequests.id, [...ids]));

export const findPromiseOrders = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(promiseOrders)
    .where(inArray(promiseOrders.id, [...ids]));

/** The requests' orders, newest first. */
export const findOrdersOfPromiseRequests = (db: DbOrTx, requestIds: readonly number[]) =>
  db
    .select()
    .from(promiseOrders)
    .where(inArray(promiseOrders.promise_request_id, [...requestIds]))
    .orderBy(desc(promiseOrders.id));
