import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingOrderDocument,
  BookingOrdersDocument,
  BookingRequestDocument,
  BookingRequestsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { bookingOrders, bookingRequests, payments } from '../../db/schema';
import {
  foreignProjectIds,
  ownProjectIds,
  statements,
  tokens,
} from '../quotations/quotations.sales.fixtures';
import { asPageOf, countStatements } from '../sales-common/sales-common.statements.fixtures';
import { requestRows } from './bookings.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const AGENCY_USER = 'realstateuser@demo.cl';
const BLANK = { project_id: '', status: '' };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const requests = async (
  variables: {
    page?: number;
    project_id?: string;
    status?: string;
    search?: string;
    sort?: string;
  },
  email = ADMIN,
) =>
  executeOperation(t.app, BookingRequestsDocument, { ...BLANK, ...variables }, await token(email));
const orders = async (
  variables: { page?: number; project_id?: string; status?: string; search?: string },
  email = ADMIN,
) => executeOperation(t.app, BookingOrdersDocument, { ...BLANK, ...variables }, await token(email));

async function countWhere(projectIds: number[], status?: string) {
  const statusIs = status ? sql`${bookingRequests.status} = ${status}` : undefined;
  const [row] = await t.database.db
    .select({ n: count() })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.project_id, projectIds), statusIs));
  return row?.n ?? 0;
}

describe('booking request and order lists', () => {
  it('lists an agency’s requests newest first, filtered by project and status', async () => {
    const own = await ownProjectIds(t.database.db, AGENCY_USER);
    const page = (await requests({}, AGENCY_USER)).data!.bookingrequests;
    expect(page.total).toBe(await countWhere(own));
    expect(page.per_page).toBe(15);
    const times = page.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.data.every((r) => own.includes(Number(r.project?.id)))).toBe(true);
    expect(page.data[0]!.contact?.rut).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
    const paid = (await requests({ status: 'paid', project_id: String(own[0]) }, AGENCY_USER))
      .data!;
    expect(paid.bookingrequests.total).toBe(await countWhere([own[0]!], 'paid'));
    expect(paid.bookingrequests.data.every((r) => r.status === 'paid')).toBe(true);
    const bad = await requests({ status: 'pagada' });
    expect(bad.errors?.[0]).toMatchObject({
      message:
        '«pagada» no es un estado de solicitud de reserva (estados: pending, paid, expired, cancelled, rejected).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('finds a request by its contact’s RUT written any way, name or email; orders by their request', async () => {
    const [row] = await t.database.db
      .select()
      .from(bookingRequests)
      .innerJoin(bookingOrders, eq(bookingOrders.booking_request_id, bookingRequests.id))
      .orderBy(asc(bookingRequests.id))
      .limit(1);
    const request = row!.booking_requests;
    const rut = request.contact_rut!;
    for (const search of [
      rut,
      rut.replace(/\./g, ''),
      rut.replace(/[.-]/g, ''),
      request.contact_email!,
    ]) {
      const found = (await requests({ search })).data!.bookingrequests.data.map((r) => r.id);
      expect(found, search).toContain(String(request.id));
      const viaOrders = (await orders({ search })).data!.bookingorders.data;
      expect(
        viaOrders.map((o) => o.bookingrequest?.id),
        search,
      ).toContain(String(request.id));
    }
    const byName = (await requests({ search: request.contact_name.toLowerCase() })).data!;
    expect(byName.bookingrequests.data.map((r) => r.id)).toContain(String(request.id));
  });

  it('keeps another agency’s requests and orders out of lists and details', async () => {
    const [foreign] = await foreignProjectIds(t.database.db, AGENCY_USER);
    const filtered = await requests({ project_id: String(foreign) }, AGENCY_USER);
    expect(filtered.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [theirs] = await t.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.project_id, foreign!))
      .limit(1);
    const order = await executeOperation(
      t.app,
      BookingOrderDocument,
      { id: String(theirs!.id) },
      await token(AGENCY_USER),
    );
    expect(order.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a esta orden de pago de reserva.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(order.data).toBeNull();
    const request = await executeOperation(
      t.app,
      BookingRequestDocument,
      { id: String(theirs!.booking_request_id) },
      await token(AGENCY_USER),
    );
    expect(request.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs the same statements for 15 rows as for one (no N+1)', async () => {
    const admin = await token(ADMIN);
    // A request with an order, so the single-row page of either list has its one row.
    const [one] = await t.database.db
      .select({ rut: bookingRequests.contact_rut })
      .from(bookingRequests)
      .innerJoin(bookingOrders, eq(bookingOrders.booking_request_id, bookingRequests.id))
      .orderBy(asc(bookingRequests.id))
      .limit(1);
    const lists = {
      bookingrequests: (vars: { page?: number; search?: string }) =>
        executeOperation(t.app, BookingRequestsDocument, { ...BLANK, ...vars }, admin),
      bookingorders: (vars: { page?: number; search?: string }) =>
        executeOperation(t.app, BookingOrdersDocument, { ...BLANK, ...vars }, admin),
    };
    for (const [name, run] of Object.entries(lists)) {
      const seen = statements(t);
      const full = await run({ page: 1 });
      const many = seen.count();
      seen.restore();
      const again = statements(t);
      const few = await run({ search: one!.rut! });
      const single = again.count();
      again.restore();
      expect(JSON.stringify(full.data)).toMatch(/"to":15,/);
      expect(JSON.stringify(few.data), name).toMatch(/"total":[1-3],/);
      expect(many, name).toBeLessThanOrEqual(single + 1);
      expect(many, name).toBeLessThanOrEqual(9);
    }
  });

  it('answers each details page in a few statements, reading no record twice (issue 35)', async () => {
    const admin = await token(ADMIN);
    // A request with its quotation, payments and an order: every relation the pages show.
    const [sale] = await t.database.db
      .select({
        request: bookingRequests.id,
        order: bookingOrders.id,
        rut: bookingRequests.contact_rut,
      }) // prettier-ignore
      .from(bookingRequests)
      .innerJoin(bookingOrders, eq(bookingOrders.booking_request_id, bookingRequests.id))
      .where(
        and(
          isNotNull(bookingRequests.quotation_id),
          sql`exists (select 1 from ${payments} p where p.booking_request_id = ${bookingRequests.id})`,
        ),
      ) // prettier-ignore
      .orderBy(asc(bookingRequests.id))
      .limit(1);
    const search = sale!.rut!;
    const request = await countStatements(t, () => executeOperation(t.app, BookingRequestDocument, { id: String(sale!.request) }, admin)); // prettier-ignore
    const order = await countStatements(t, () => executeOperation(t.app, BookingOrderDocument, { id: String(sale!.order) }, admin)); // prettier-ignore
    // The same answers as the lists' rows of the same records, whose relations load apart.
    const requests = await executeOperation(t.app, asPageOf(BookingRequestDocument, 'bookingrequests'), { id: search }, admin); // prettier-ignore
    const orders = await executeOperation(t.app, asPageOf(BookingOrderDocument, 'bookingorders'), { id: search }, admin); // prettier-ignore
    const [shownRequest] = request.result.data!.bookingrequests.data;
    const [shownOrder] = order.result.data!.bookingorders.data;
    expect(shownRequest?.bookingorder?.id).toBe(String(sale!.order));
    expect(shownRequest?.quotation?.id).toBeTruthy();
    expect(shownRequest?.payments.length).toBeGreaterThan(0);
    expect(shownRequest).toEqual(requests.data?.bookingrequests.data.find((r) => r.id === shownRequest?.id)); // prettier-ignore
    expect(shownOrder).toEqual(orders.data?.bookingorders.data.find((r) => r.id === shownOrder?.id)); // prettier-ignore
    // The access epoch, the record with its one-to-one rows, its audits and payments.
    for (const { statements: n, texts } of [request, order]) {
      expect(n).toBeLessThanOrEqual(4);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});

describe('booking requests sorted (issue 33)', () => {
  it('sorts by number both ways in the agency’s projects, and refuses an unknown field', async () => {
    const up = (await requests({ sort: 'id' }, AGENCY_USER)).data!.bookingrequests.data;
    const ids = up.map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const all = (await requests({ sort: 'id' })).data!.bookingrequests.total;
    expect((await requests({ sort: 'id' }, AGENCY_USER)).data!.bookingrequests.total).toBeLessThan(
      all,
    );
    const down = (await requests({ sort: '-id' })).data!.bookingrequests.data;
    const downIds = down.map((row) => Number(row.id));
    expect(downIds).toEqual([...downIds].sort((a, b) => b - a));
    const unknown = await requests({ sort: 'fecha' });
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('booking details', () => {
  it('shows the contact, the home, every payment with the gateway fields, the order and quotation', async () => {
    const [paid] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'paid'), isNotNull(payments.booking_request_id)))
      .orderBy(asc(payments.id))
      .limit(1);
    const id = paid!.booking_request_id!;
    const res = await executeOperation(
      t.app,
      BookingRequestDocument,
      { id: String(id) },
      await token(ADMIN),
    );
    expect(res.errors).toBeUndefined();
    const shown = res.data!.bookingrequests.data[0]!;
    const [request] = await requestRows(t.database.db, [id]);
    expect(shown.contact).toEqual({
      name: request!.contact_name,
      rut: request!.contact_rut,
      email: request!.contact_email,
      phone: request!.contact_phone,
    });
    expect(shown.property).toMatchObject({ id: String(request!.property_id) });
    expect(typeof shown.property?.price).toBe('number');
    const payment = shown.payments.find((p) => p.id === String(paid!.id))!;
    expect(payment).toMatchObject({
      transaction_amount: paid!.transaction_amount,
      status: 'paid',
      currency: paid!.currency,
      media: paid!.media,
      payer: paid!.payer,
      commerce_order: paid!.commerce_order,
      order: paid!.order_gateway,
      fee: paid!.fee,
      taxes: paid!.taxes,
      balance: paid!.balance,
      amount: paid!.amount,
    });
    expect(payment.date).toBe(paid!.payment_date?.toISOString() ?? null);
    expect(Number.isInteger(payment.transaction_amount)).toBe(true);
    expect(shown.bookingorder?.uf_value).toBeGreaterThan(30_000);
    expect(shown.quotation?.id).toBe(String(request!.quotation_id));
  });
});
