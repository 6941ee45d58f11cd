import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BookingOrderDocument,
  BookingOrdersDocument,
  BookingRequestDocument,
  BookingRequestsDocument,
  EditBookingOrderDocument,
  EditBookingRequestDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { bookingOrders, bookingRequests, properties } from '../../../../src/server/db/schema';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';
import { outsideOf, readCheck } from './quotations.cases';

// Booking requests and orders of another agency, read and changed by a scoped principal: the
// lists (unfiltered, by the foreign project, by a foreign contact's RUT), the details by id, and
// status changes, which must be refused and leave the request, its order and its home as they
// were. Whose a record is comes from the database.

async function foreignRequest(db: Db, projectIds: number[], status: string) {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(
      and(
        inArray(bookingRequests.project_id, projectIds),
        sql`${bookingRequests.status} = ${status}`,
      ),
    )
    .orderBy(asc(bookingRequests.id))
    .limit(1);
  if (row) return row;
  const [home] = await db
    .select()
    .from(properties)
    .where(inArray(properties.project_id, projectIds))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!home) throw new Error('sin unidades en la agencia de referencia');
  const [made] = await db
    .insert(bookingRequests)
    .values({
      project_id: home.project_id,
      property_id: home.id,
      status: 'pending',
      amount: 250_000,
      contact_name: 'Florencia Bustos Ahumada',
      contact_rut: '16.234.567-2',
      contact_email: 'florencia.bustos@correo.cl',
      contact_phone: '+56 9 7654 3210',
    })
    .returning();
  if (!made) throw new Error('no se pudo crear la solicitud ajena');
  return made;
}

async function foreignOrder(db: Db, projectIds: number[]) {
  const [row] = await db
    .select()
    .from(bookingOrders)
    .where(inArray(bookingOrders.project_id, projectIds))
    .orderBy(asc(bookingOrders.id))
    .limit(1);
  if (row) return row;
  const request = await foreignRequest(db, projectIds, 'pending');
  const [made] = await db
    .insert(bookingOrders)
    .values({ project_id: request.project_id, booking_request_id: request.id, status: 'pending' })
    .returning();
  if (!made) throw new Error('no se pudo crear la orden ajena');
  return made;
}

const BLANK = { project_id: '', status: '' };

async function projectsOfRequests(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(bookingRequests).where(inArray(bookingRequests.id, ids));
  return rows.map((r) => r.project_id);
}

export const bookingRequestsCase: CrossCase = {
  operation: 'bookingrequests',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? '';
    const theirs = await foreignRequest(db, foreign.projectIds, 'paid');
    const attempts = [
      { what: 'lista sin filtro', vars: {}, refusal: false },
      { what: 'lista del proyecto ajeno', vars: { project_id: String(theirs.project_id) }, refusal: true }, // prettier-ignore
      { what: 'búsqueda por el RUT de un contacto ajeno', vars: { search: theirs.contact_rut ?? '' }, refusal: false }, // prettier-ignore
    ];
    const checks: Check[] = [];
    for (const { what, vars, refusal } of attempts) {
      const res = await executeOperation(t.app, BookingRequestsDocument, { ...BLANK, ...vars }, token); // prettier-ignore
      const seen = res.data?.bookingrequests.data.map((r) => Number(r.id)) ?? [];
      const outside = await outsideOf(db, principal, await projectsOfRequests(db, seen));
      checks.push(readCheck(what, codeOf(res), outside, refusal));
    }
    const byId = await executeOperation(t.app, BookingRequestDocument, { id: String(theirs.id) }, token); // prettier-ignore
    const shown = byId.data?.bookingrequests.data.length ? [theirs.project_id] : [];
    checks.push(readCheck('detalle de una solicitud ajena', codeOf(byId), shown, true));
    return checks;
  },
};

export const bookingOrdersCase: CrossCase = {
  operation: 'bookingorders',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? '';
    const theirs = await foreignOrder(db, foreign.projectIds);
    const checks: Check[] = [];
    for (const [what, vars, refusal] of [
      ['lista sin filtro', {}, false],
      ['lista del proyecto ajeno', { project_id: String(theirs.project_id) }, true],
    ] as const) {
      const res = await executeOperation(t.app, BookingOrdersDocument, { ...BLANK, ...vars }, token); // prettier-ignore
      const seen = res.data?.bookingorders.data.map((o) => Number(o.id)) ?? [];
      const rows = seen.length
        ? await db.select().from(bookingOrders).where(inArray(bookingOrders.id, seen))
        : [];
      const outside = await outsideOf(
        db,
        principal,
        rows.map((o) => o.project_id),
      );
      checks.push(readCheck(what, codeOf(res), outside, refusal));
    }
    const byId = await executeOperation(t.app, BookingOrderDocument, { id: String(theirs.id) }, token); // prettier-ignore
    const shown = byId.data?.bookingorders.data.length ? [theirs.project_id] : [];
    checks.push(readCheck('detalle de una orden ajena', codeOf(byId), shown, true));
    return checks;
  },
};

export const editBookingRequestCase: CrossCase = {
  operation: 'editBookingRequest',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await foreignRequest(db, foreign.projectIds, 'pending');
    const snapshot = async () => ({
      request: await db.select().from(bookingRequests).where(eq(bookingRequests.id, theirs.id)),
      home: await db.select().from(properties).where(eq(properties.id, theirs.property_id)),
    });
    const before = await snapshot();
    const result = await executeOperation(
      t.app,
      EditBookingRequestDocument,
      { bookingrequest_id: String(theirs.id), status: 'paid' },
      principal.token ?? '',
    );
    const after = await snapshot();
    const returned = result.data?.editBookingRequest ?? null;
    return [refusedAndUnchanged('solicitud de reserva ajena', result, returned, before, after)];
  },
};

export const editBookingOrderCase: CrossCase = {
  operation: 'editBookingOrder',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const theirs = await foreignOrder(db, foreign.projectIds);
    // A move the table allows from where the order is, so only the agency rule can refuse it.
    const moves: Record<string, string> = { pending: 'approved', approved: 'refunded', rejected: 'pending' }; // prettier-ignore
    const next = moves[theirs.status];
    const snapshot = () => db.select().from(bookingOrders).where(eq(bookingOrders.id, theirs.id));
    const before = await snapshot();
    const result = await executeOperation(
      t.app,
      EditBookingOrderDocument,
      { bookingorder_id: String(theirs.id), status: next ?? 'pending' },
      principal.token ?? '',
    );
    const after = await snapshot();
    const returned = result.data?.editBookingOrder ?? null;
    return [refusedAndUnchanged('orden de pago ajena', result, returned, before, after)];
  },
};
