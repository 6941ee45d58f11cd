import { asc, eq, inArray } from 'drizzle-orm';
import {
  EditPromiseOrderDocument,
  EditPromiseRequestDocument,
  PromiseOrderDocument,
  PromiseOrdersDocument,
  PromiseRequestDocument,
  PromiseRequestsDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { promiseOrders, promiseRequests } from '../../../../src/server/db/schema';
import {
  insertBuyer,
  insertSale,
  unquotedHomes,
} from '../../../../src/server/modules/promises/promises.fixtures';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, type CrossCase } from './cross-case';
import { salesRead } from './sales-reads';
import type { Foreign } from './world';

// Promise requests and orders of another agency, for a scoped principal: the lists unfiltered and
// with its project as filter, the details by id, and the two status changes, which must be refused
// and leave its rows as they were.

const BLANK = { page: 1, project_id: '', status: '', search: '' };

/** An order of the other agency with its request (the demo's, or a sale made for the check). */
async function foreignPromise(db: Db, foreign: Foreign) {
  const [order] = await db
    .select()
    .from(promiseOrders)
    .where(inArray(promiseOrders.project_id, foreign.projectIds))
    .orderBy(asc(promiseOrders.id))
    .limit(1);
  if (order) {
    const [request] = await db.select().from(promiseRequests).where(eq(promiseRequests.id, order.promise_request_id)); // prettier-ignore
    if (request) return { order, request };
  }
  const projectId = foreign.projectIds[0] ?? 0;
  const [home] = await unquotedHomes(db, projectId, 1);
  const buyer = await insertBuyer(db, { name: 'Francisca', last_name: 'Lagos Henríquez', rut: 14_203_117, email: 'francisca.lagos@gmail.com', phone: '+56 9 3321 7788' }); // prettier-ignore
  const sale = await insertSale(db, { projectId, customerId: buyer.id, propertyId: home?.id ?? 0, booking: 'paid', promise: 'pending', order: 'pending' }); // prettier-ignore
  if (!sale.request || !sale.order) throw new Error('no se creó la promesa ajena');
  return { order: sale.order, request: sale.request };
}

const owned = (db: Db, table: typeof promiseRequests | typeof promiseOrders, ids: string[]) =>
  ids.length
    ? db.select({ id: table.id, project_id: table.project_id }).from(table).where(inArray(table.id, ids.map(Number))) // prettier-ignore
    : Promise.resolve([]);

export const promiseRequestsCase: CrossCase = {
  operation: 'promiserequests',
  async run({ t }, principal, foreign) {
    const { request } = await foreignPromise(t.database.db, foreign);
    const token = principal.token ?? '';
    const list = async (project_id: string) => {
      const result = await executeOperation(t.app, PromiseRequestsDocument, { ...BLANK, project_id }, token); // prettier-ignore
      return { result, rows: await owned(t.database.db, promiseRequests, result.data?.promiserequests.data.map((r) => r.id) ?? []) }; // prettier-ignore
    };
    const all = await list('');
    const filtered = await list(String(request.project_id));
    const byId = await executeOperation(t.app, PromiseRequestDocument, { id: String(request.id) }, token); // prettier-ignore
    const byIdRows = await owned(t.database.db, promiseRequests, byId.data?.promiserequests.data.map((r) => r.id) ?? []); // prettier-ignore
    return [
      await salesRead(t, principal, 'lista sin filtro', all.result, all.rows, false),
      await salesRead(t, principal, 'filtro por el proyecto ajeno', filtered.result, filtered.rows, true), // prettier-ignore
      await salesRead(t, principal, 'solicitud ajena por id', byId, byIdRows, true),
    ];
  },
};

export const promiseOrdersCase: CrossCase = {
  operation: 'promiseorders',
  async run({ t }, principal, foreign) {
    const { order } = await foreignPromise(t.database.db, foreign);
    const token = principal.token ?? '';
    const list = async (project_id: string) => {
      const result = await executeOperation(t.app, PromiseOrdersDocument, { ...BLANK, project_id }, token); // prettier-ignore
      return { result, rows: await owned(t.database.db, promiseOrders, result.data?.promiseorders.data.map((r) => r.id) ?? []) }; // prettier-ignore
    };
    const all = await list('');
    const filtered = await list(String(order.project_id));
    const byId = await executeOperation(t.app, PromiseOrderDocument, { id: String(order.id) }, token); // prettier-ignore
    const byIdRows = await owned(t.database.db, promiseOrders, byId.data?.promiseorders.data.map((r) => r.id) ?? []); // prettier-ignore
    return [
      await salesRead(t, principal, 'lista sin filtro', all.result, all.rows, false),
      await salesRead(t, principal, 'filtro por el proyecto ajeno', filtered.result, filtered.rows, true), // prettier-ignore
      await salesRead(t, principal, 'orden ajena por id', byId, byIdRows, true),
    ];
  },
};

export const editPromiseRequestCase: CrossCase = {
  operation: 'editPromiseRequest',
  async run({ t }, principal, foreign) {
    const { request } = await foreignPromise(t.database.db, foreign);
    const rowOf = () => t.database.db.select().from(promiseRequests).where(eq(promiseRequests.id, request.id)); // prettier-ignore
    const before = await rowOf();
    const result = await executeOperation(t.app, EditPromiseRequestDocument, { id: String(request.id), status: 'cancelled' }, principal.token ?? ''); // prettier-ignore
    const after = await rowOf();
    return [refusedAndUnchanged('solicitud ajena', result, result.data?.editPromiseRequest, before, after)]; // prettier-ignore
  },
};

export const editPromiseOrderCase: CrossCase = {
  operation: 'editPromiseOrder',
  async run({ t }, principal, foreign) {
    const { order } = await foreignPromise(t.database.db, foreign);
    const rowOf = () => t.database.db.select().from(promiseOrders).where(eq(promiseOrders.id, order.id)); // prettier-ignore
    const before = await rowOf();
    const next = order.status === 'pending' ? 'rejected' : 'refunded';
    const result = await executeOperation(t.app, EditPromiseOrderDocument, { id: String(order.id), status: next }, principal.token ?? ''); // prettier-ignore
    const after = await rowOf();
    return [refusedAndUnchanged('orden ajena', result, result.data?.editPromiseOrder, before, after)]; // prettier-ignore
  },
};
