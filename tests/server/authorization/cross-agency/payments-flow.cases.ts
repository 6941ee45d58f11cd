import { asc, inArray } from 'drizzle-orm';
import {
  TestProjectPaymentKeysDocument,
  VerifyBookingOrderPaymentDocument,
  VerifyPromiseOrderPaymentDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { bookingOrders, payments, promiseOrders } from '../../../../src/server/db/schema';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, type CrossCase } from './cross-case';

// «Verificar con Flow» and «Probar credenciales» aimed at another agency's order or project: the
// call must be refused before Flow is asked, leaving the order and the payments as they were.

async function firstOrder(
  db: Db,
  table: typeof bookingOrders | typeof promiseOrders,
  projectIds: number[],
) {
  const [row] = await db.select().from(table).where(inArray(table.project_id, projectIds)).orderBy(asc(table.id)).limit(1); // prettier-ignore
  if (!row) throw new Error('sin órdenes de pago en la agencia de referencia');
  return row;
}

const paymentsOf = (db: Db, projectIds: number[]) =>
  db.select().from(payments).where(inArray(payments.project_id, projectIds)).orderBy(asc(payments.id)); // prettier-ignore

export const verifyBookingOrderPaymentCase: CrossCase = {
  operation: 'verifyBookingOrderPayment',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await firstOrder(db, bookingOrders, foreign.projectIds);
    const before = [await firstOrder(db, bookingOrders, foreign.projectIds), await paymentsOf(db, foreign.projectIds)]; // prettier-ignore
    const result = await executeOperation(t.app, VerifyBookingOrderPaymentDocument, { id: String(theirs.id) }, principal.token ?? ''); // prettier-ignore
    const after = [await firstOrder(db, bookingOrders, foreign.projectIds), await paymentsOf(db, foreign.projectIds)]; // prettier-ignore
    const returned = result.data?.verifyBookingOrderPayment ?? null;
    return [refusedAndUnchanged('orden de pago de reserva ajena', result, returned, before, after)];
  },
};

export const verifyPromiseOrderPaymentCase: CrossCase = {
  operation: 'verifyPromiseOrderPayment',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await firstOrder(db, promiseOrders, foreign.projectIds);
    const before = [await firstOrder(db, promiseOrders, foreign.projectIds), await paymentsOf(db, foreign.projectIds)]; // prettier-ignore
    const result = await executeOperation(t.app, VerifyPromiseOrderPaymentDocument, { id: String(theirs.id) }, principal.token ?? ''); // prettier-ignore
    const after = [await firstOrder(db, promiseOrders, foreign.projectIds), await paymentsOf(db, foreign.projectIds)]; // prettier-ignore
    const returned = result.data?.verifyPromiseOrderPayment ?? null;
    return [refusedAndUnchanged('orden de pago de promesa ajena', result, returned, before, after)];
  },
};

export const testProjectPaymentKeysCase: CrossCase = {
  operation: 'testProjectPaymentKeys',
  async run({ t }, principal, foreign) {
    const result = await executeOperation(t.app, TestProjectPaymentKeysDocument, { project_id: String(foreign.projectIds[0]) }, principal.token ?? ''); // prettier-ignore
    const returned = result.data?.testProjectPaymentKeys ?? null;
    return [
      refusedAndUnchanged('claves de pago de un proyecto ajeno', result, returned, null, null),
    ];
  },
};
