import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditPromiseOrderDocument,
  EditPromiseRequestDocument,
  PromiseRequestDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, bookingRequests, promiseOrders, promiseRequests } from '../../db/schema';
import { EventBus, topics } from '../../realtime/bus';
import type { RecordChangeEvent } from '../realtime/realtime.resolvers';
import { RACERS, racePromiseRequests, setUpPromiseRace } from './promises.race.fixtures';
import {
  availability,
  insertBuyer,
  insertSale,
  projectOf,
  tokens,
  unquotedHomes,
} from './promises.fixtures';

// editPromiseRequest and editPromiseOrder through the real server: the moves of the status table,
// one audit row each, the realtime event, the two unit rules (never promised twice; a paid or
// signed promise needs the buyer's paid booking) and five changes of one home fired at once.

let t: TestApp;
let token: (email: string) => Promise<string>;
let bus: EventBus;
const heard: RecordChangeEvent[] = [];
const ADMIN = 'realstateadmin@demo.cl';
let project: Awaited<ReturnType<typeof projectOf>>;
let homes: Awaited<ReturnType<typeof unquotedHomes>>;
let buyerId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  bus = new EventBus(t.database);
  await bus.start();
  bus.on<RecordChangeEvent>(topics.record, (event) => heard.push(event));
  project = await projectOf(t.database.db, ADMIN);
  // The race takes the first free home: these come after it.
  homes = (await unquotedHomes(t.database.db, project.id, 8)).slice(1);
  buyerId = (
    await insertBuyer(t.database.db, {
      name: 'Camila',
      last_name: 'Fuentes Araya',
      rut: 17_654_321,
      email: 'camila.fuentes@gmail.com',
      phone: '+56 9 8765 4321',
    })
  ).id;
});
afterAll(async () => {
  await bus?.close();
  await t?.close();
});

const edit = async (id: number, status: string, email = ADMIN) =>
  executeOperation(
    t.app,
    EditPromiseRequestDocument,
    { id: String(id), status },
    await token(email),
  );

const statusOf = async (id: number) =>
  (await t.database.db.select().from(promiseRequests).where(eq(promiseRequests.id, id)))[0]?.status;

const auditsOf = (type: string, id: number) =>
  t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, type), eq(audits.auditable_id, String(id))));

const sale = (n: number, extra: Omit<Parameters<typeof insertSale>[1], 'projectId' | 'customerId' | 'propertyId'>) =>
  insertSale(t.database.db, { projectId: project.id, customerId: buyerId, propertyId: homes[n]!.id, ...extra }); // prettier-ignore

describe('editPromiseRequest', () => {
  it('moves along the table with one audit row, takes the home and tells open screens', async () => {
    const { request } = await sale(0, { booking: 'paid', promise: 'pending' });
    const res = await edit(request!.id, 'paid');
    expect(res.errors).toBeUndefined();
    expect(res.data?.editPromiseRequest).toEqual({ id: String(request!.id), status: 'paid' });
    expect(await statusOf(request!.id)).toBe('paid');
    const rows = await auditsOf('PromiseRequest', request!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'updated',
      old_values: { status: 'pending' },
      new_values: { status: 'paid' },
    });
    expect(await availability(t.database.db, [homes[0]!.id])).toEqual([false]);
    const where = { project_id: String(project.id), agency_id: String(project.real_state_agency_id) }; // prettier-ignore
    await vi.waitFor(
      () =>
      expect(heard).toContainEqual({ type: 'promise_request', action: 'updated', id: String(request!.id), ...where }), // prettier-ignore
    );
    // The details page shows the change in the record's history, with who made it.
    const details = await executeOperation(
      t.app,
      PromiseRequestDocument,
      { id: String(request!.id) },
      await token(ADMIN),
    );
    expect(details.data?.promiserequests.data[0]?.audits).toMatchObject([
      { event: 'updated', new_values: { status: 'paid' }, user: { name: 'Carolina' } },
    ]);
    // Signing follows; a signed promise can only be cancelled.
    expect((await edit(request!.id, 'signed')).data?.editPromiseRequest.status).toBe('signed');
    expect((await auditsOf('PromiseRequest', request!.id)).length).toBe(2);
  });

  it('refuses a move the table does not list, or an unknown code, in Spanish, changing nothing', async () => {
    const { request } = await sale(1, { booking: 'paid', promise: 'pending' });
    const skip = await edit(request!.id, 'signed');
    expect(skip.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(skip.errors?.[0]?.message).toBe(
      'Una solicitud de promesa en estado «Pendiente de pago» no puede pasar a «Firmada». ' +
        'Puede pasar a «Pagada», «Anulada», «Rechazada».',
    );
    const unknown = await edit(request!.id, 'pagada');
    expect(unknown.errors?.[0]?.message).toMatch(
      /^«pagada» no es un estado de solicitud de promesa/,
    );
    expect(await statusOf(request!.id)).toBe('pending');
    expect(await auditsOf('PromiseRequest', request!.id)).toHaveLength(0);
  });

  it("refuses paid or signed while the buyer's booking of the home is unpaid", async () => {
    const { request } = await sale(2, { booking: 'pending', promise: 'pending' });
    // Another buyer's paid reserva of the same home is not this buyer's booking.
    const other = await insertBuyer(t.database.db, {
      name: 'Matías',
      last_name: 'Olivares Rojas',
      rut: 15_923_408,
      email: 'matias.olivares@outlook.com',
      phone: '+56 9 6120 3388',
    });
    await insertSale(t.database.db, { projectId: project.id, customerId: other.id, propertyId: homes[2]!.id, booking: 'paid' }); // prettier-ignore
    const res = await edit(request!.id, 'paid');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(
      `La promesa no puede pasar a «Pagada» mientras la unidad ${homes[2]!.identifier} no tenga ` +
        'una reserva pagada de este cliente.',
    );
    expect(await statusOf(request!.id)).toBe('pending');
    expect(await auditsOf('PromiseRequest', request!.id)).toHaveLength(0);
  });

  it('makes its quotation «Promesada» when signed, with the quotation’s own audit row', async () => {
    const { request, quotation } = await sale(6, { booking: 'paid', promise: 'pending' });
    expect((await edit(request!.id, 'paid')).errors).toBeUndefined();
    expect((await edit(request!.id, 'signed')).errors).toBeUndefined();
    const rows = await auditsOf('Quotation', quotation.id);
    expect(rows).toMatchObject([
      { old_values: { status: 'active' }, new_values: { status: 'promised', reason: 'promise_signed' } }, // prettier-ignore
    ]);
  });

  it('refuses to sign a paid promise whose booking was cancelled meanwhile', async () => {
    const { request, quotation } = await sale(3, { booking: 'paid', promise: 'pending' });
    expect((await edit(request!.id, 'paid')).errors).toBeUndefined();
    await t.database.db
      .update(bookingRequests)
      .set({ status: 'cancelled' })
      .where(eq(bookingRequests.quotation_id, quotation.id));
    const res = await edit(request!.id, 'signed');
    expect(res.errors?.[0]?.message).toMatch(/no puede pasar a «Firmada» mientras la unidad/);
    expect(await statusOf(request!.id)).toBe('paid');
  });

  it('never promises a home twice, and gives it back when the last holder cancels', async () => {
    const first = await sale(4, { booking: 'paid', promise: 'pending' });
    const second = await sale(4, { promise: 'pending' });
    expect((await edit(first.request!.id, 'paid')).errors).toBeUndefined();
    const res = await edit(second.request!.id, 'paid');
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toBe(
      `La unidad ${homes[4]!.identifier} ya está prometida en la solicitud de promesa ` +
        `N° ${first.request!.id}: una unidad no se promete dos veces.`,
    );
    expect(await statusOf(second.request!.id)).toBe('pending');
    // Cancelling the promise leaves the home taken while its paid booking holds it...
    expect((await edit(first.request!.id, 'cancelled')).errors).toBeUndefined();
    expect(await availability(t.database.db, [homes[4]!.id])).toEqual([false]);
    // ...and frees it when nothing holds it any more.
    const third = await sale(5, { booking: 'paid', promise: 'pending' });
    expect((await edit(third.request!.id, 'paid')).errors).toBeUndefined();
    await t.database.db
      .update(bookingRequests)
      .set({ status: 'cancelled' })
      .where(eq(bookingRequests.quotation_id, third.quotation.id));
    expect((await edit(third.request!.id, 'cancelled')).errors).toBeUndefined();
    expect(await availability(t.database.db, [homes[5]!.id])).toEqual([true]);
  });

  it(`serializes ${RACERS} changes of one home fired at once: exactly one wins`, async () => {
    const { home, requestIds } = await setUpPromiseRace(t.database.db, ADMIN);
    const answers = await racePromiseRequests(t.app, await token(ADMIN), requestIds);
    const won = answers.filter((a) => a.result.data?.editPromiseRequest.status === 'paid');
    const refused = answers.filter((a) => a.result.errors);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(RACERS - 1);
    for (const { result } of refused) {
      expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(result.errors?.[0]?.message).toBe(
        `La unidad ${home.identifier} ya está prometida en la solicitud de promesa ` +
          `N° ${won[0]!.id}: una unidad no se promete dos veces.`,
      );
    }
    const rows = await t.database.db
      .select({ id: promiseRequests.id, status: promiseRequests.status })
      .from(promiseRequests)
      .where(inArray(promiseRequests.id, requestIds));
    expect(rows.filter((r) => r.status === 'paid').map((r) => r.id)).toEqual([won[0]!.id]);
    const written = await t.database.db
      .select()
      .from(audits)
      .where(
        and(
          eq(audits.auditable_type, 'PromiseRequest'),
          inArray(audits.auditable_id, requestIds.map(String)),
        ),
      );
    expect(written.map((row) => row.auditable_id)).toEqual([String(won[0]!.id)]);
  });

  it('answers NOT_FOUND for no such request and FORBIDDEN for another agency’s, unchanged', async () => {
    expect((await edit(987654, 'paid')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreign = await projectOf(t.database.db, ADMIN, false);
    const [home] = await unquotedHomes(t.database.db, foreign.id, 1);
    const { request } = await insertSale(t.database.db, { projectId: foreign.id, customerId: buyerId, propertyId: home!.id, booking: 'paid', promise: 'pending' }); // prettier-ignore
    const res = await edit(request!.id, 'paid');
    expect(res.statusCode).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.editPromiseRequest).toBeUndefined();
    expect(await statusOf(request!.id)).toBe('pending');
    // A platform admin works on every agency's sales.
    expect((await edit(request!.id, 'paid', 'admin@demo.cl')).errors).toBeUndefined();
  });
});

describe('editPromiseOrder', () => {
  it('confirms a payment with one audit row; a refund is final', async () => {
    const { order } = await sale(6, { booking: 'paid', promise: 'paid', order: 'pending' });
    const run = async (status: string) =>
      executeOperation(t.app, EditPromiseOrderDocument, { id: String(order!.id), status }, await token(ADMIN)); // prettier-ignore
    expect((await run('approved')).data?.editPromiseOrder).toEqual({ id: String(order!.id), status: 'approved' }); // prettier-ignore
    expect((await run('pending')).errors?.[0]?.message).toBe(
      'Una orden de pago de promesa en estado «Aprobada» no puede pasar a «Pendiente». ' +
        'Puede pasar a «Reembolsada».',
    );
    expect((await run('refunded')).errors).toBeUndefined();
    expect((await run('approved')).errors?.[0]?.message).toMatch(/Es un estado final\.$/);
    const [row] = await t.database.db.select().from(promiseOrders).where(eq(promiseOrders.id, order!.id)); // prettier-ignore
    expect(row?.status).toBe('refunded');
    const rows = await auditsOf('PromiseOrder', order!.id);
    expect(rows.map((r) => r.new_values)).toEqual(
      expect.arrayContaining([{ status: 'approved' }, { status: 'refunded' }]),
    );
    expect(rows).toHaveLength(2);
  });
});
