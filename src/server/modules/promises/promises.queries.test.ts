import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PromiseOrderDocument,
  PromiseOrdersDocument,
  PromiseRequestDocument,
  PromiseRequestsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { rutCheckDigit } from '../../../shared/rut';
import {
  projectUsers,
  projects,
  promiseRequests,
  realStateAgencyUsers,
  users,
} from '../../db/schema';
import { asPageOf, countStatements } from '../sales-common/sales-common.statements.fixtures';
import {
  complementsOf,
  insertBuyer,
  insertPromisePayment,
  insertSale,
  projectOf,
  tokens,
  unquotedHomes,
} from './promises.fixtures';

// The promise lists and details through the real server: newest first in pages of 15, the
// filters and the customer search, the agency scope, every field the details pages ask for, and
// the same number of statements for one row as for a full page.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const AGENCY_ADMIN = 'realstateadmin@demo.cl';
const CAMILA_RUT = 17_654_321;
const DV = rutCheckDigit(CAMILA_RUT);
let project: Awaited<ReturnType<typeof projectOf>>;
let camila: { request: number; order: number; home: string; warehouse: string; parking: string };
let paymentId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  project = await projectOf(db, AGENCY_ADMIN);
  const homes = await unquotedHomes(db, project.id, 16);
  const { warehouse, parkingLot } = await complementsOf(db, project.id);
  const buyer = await insertBuyer(db, { name: 'Camila', last_name: 'Fuentes Araya', rut: CAMILA_RUT, email: 'camila.fuentes@gmail.com', phone: '+56 9 8765 4321' }); // prettier-ignore
  const other = await insertBuyer(db, { name: 'Ignacio', last_name: 'Muñoz Pérez', rut: 21_345_678, email: 'ignacio.munoz@yahoo.com', phone: '+56 2 2345 6789' }); // prettier-ignore
  // Sixteen complete sales, Camila's first: the newest page holds fifteen of Ignacio's.
  for (const [i, home] of homes.entries()) {
    const { request, order } = await insertSale(db, {
      projectId: project.id,
      customerId: i === 0 ? buyer.id : other.id,
      propertyId: home.id,
      warehouseId: warehouse.id,
      parkingLotId: parkingLot.id,
      booking: 'paid',
      promise: 'paid',
      order: 'approved',
    });
    const payment = await insertPromisePayment(db, project.id, request!.id);
    if (i === 0) {
      camila = { request: request!.id, order: order!.id, home: home.identifier, warehouse: warehouse.identifier, parking: parkingLot.identifier }; // prettier-ignore
      paymentId = payment.id;
    }
  }
});
afterAll(() => t?.close());

const BLANK = { page: 1, project_id: '', status: '', search: '' };

const listRequests = async (vars: Partial<typeof BLANK>, email = ADMIN) =>
  executeOperation(t.app, PromiseRequestsDocument, { ...BLANK, ...vars }, await token(email));

describe('promiserequests', () => {
  it('lists newest first, 15 a page, with the paginator fields', async () => {
    const res = await listRequests({});
    expect(res.errors).toBeUndefined();
    const page = res.data!.promiserequests;
    const [all] = await t.database.db.select({ n: count() }).from(promiseRequests);
    expect(page).toMatchObject({ total: all!.n, per_page: 15, current_page: 1, from: 1, to: 15, last_page: Math.ceil(all!.n / 15), has_more_pages: true }); // prettier-ignore
    expect(page.data).toHaveLength(15);
    const ids = page.data.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).not.toContain(camila.request);
    expect(page.data[0]?.quotation?.customer?.last_name).toBe('Muñoz Pérez');
  });

  it('filters by project and status, and refuses a bad status or a foreign project in Spanish', async () => {
    const signed = await listRequests({ status: 'signed', project_id: String(project.id) });
    const [n] = await t.database.db.select({ n: count() }).from(promiseRequests).where(and(eq(promiseRequests.status, 'signed'), eq(promiseRequests.project_id, project.id))); // prettier-ignore
    expect(signed.data?.promiserequests.total).toBe(n!.n);
    expect(signed.data?.promiserequests.data.every((row) => row.status === 'signed')).toBe(true);
    const bad = await listRequests({ status: 'firmada' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe(
      '«firmada» no es un estado de solicitud de promesa (estados: pending, paid, signed, cancelled, rejected).',
    );
    const foreign = await projectOf(t.database.db, AGENCY_ADMIN, false);
    const refused = await listRequests({ project_id: String(foreign.id) }, AGENCY_ADMIN);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.promiserequests).toBeUndefined();
    expect((await listRequests({ project_id: '999999' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND'); // prettier-ignore
  });

  it('finds the customer by RUT with or without dots and dash, by name without accents, e-mail or phone', async () => {
    for (const search of [
      `17.654.321-${DV}`,
      `17654321${DV}`,
      `17654321-${DV.toLowerCase()}`,
      '17.654.321',
      'camila fuentes',
      'FUENTES ARAYA',
      'camila.fuentes@gmail',
      '8765 4321',
    ]) {
      // prettier-ignore
      const res = await listRequests({ search });
      expect(res.data?.promiserequests.data.map((r) => Number(r.id)), search).toEqual([camila.request]); // prettier-ignore
    }
    const accents = await listRequests({ search: 'ignacio munoz' });
    expect(accents.data?.promiserequests.total).toBe(15);
    expect((await listRequests({ search: '17.654.322' })).data?.promiserequests.total).toBe(0);
  });

  it('shows an agency role only the sales of its agencies', async () => {
    const email = 'realstateuser@demo.cl';
    const res = await listRequests({}, email);
    expect(res.errors).toBeUndefined();
    const [me] = await t.database.db.select().from(users).where(eq(users.email, email));
    const agencies = t.database.db.select({ id: realStateAgencyUsers.real_state_agency_id }).from(realStateAgencyUsers).where(eq(realStateAgencyUsers.user_id, me!.id)); // prettier-ignore
    const linked = t.database.db.select({ id: projectUsers.project_id }).from(projectUsers).where(eq(projectUsers.user_id, me!.id)); // prettier-ignore
    const visible = or(
      inArray(projects.real_state_agency_id, agencies),
      inArray(projects.id, linked),
    );
    const [own] = await t.database.db.select({ n: count() }).from(promiseRequests).innerJoin(projects, eq(projects.id, promiseRequests.project_id)).where(visible); // prettier-ignore
    const [all] = await t.database.db.select({ n: count() }).from(promiseRequests);
    expect(res.data?.promiserequests.total).toBe(own!.n);
    expect(own!.n).toBeLessThan(all!.n);
  });

  it('gives the details page the quotation, quoted units in UF, every payment field and the order', async () => {
    const res = await executeOperation(t.app, PromiseRequestDocument, { id: String(camila.request) }, await token(AGENCY_ADMIN)); // prettier-ignore
    expect(res.errors).toBeUndefined();
    const [row] = res.data!.promiserequests.data;
    expect(row).toMatchObject({
      id: String(camila.request),
      status: 'paid',
      uf_value: 39512.34,
      quotation: {
        status: 'active',
        project: { id: String(project.id), name: project.name },
        customer: { name: 'Camila', last_name: 'Fuentes Araya', rut: String(CAMILA_RUT), rut_dv: DV, email: 'camila.fuentes@gmail.com', phone: '+56 9 8765 4321', status: 'Cliente' }, // prettier-ignore
        propertyquotation: [
          { price: 2756, property_price: 2480.5, property: { identifier: camila.home }, warehouse_price: 95.5, warehouse: { identifier: camila.warehouse }, parkinglot_price: 180, parkinglot: { identifier: camila.parking } }, // prettier-ignore
        ],
      },
      promiseorder: { id: String(camila.order), status: 'approved' },
      audits: [],
    });
    expect(row?.payments).toEqual([
      {
        id: String(paymentId),
        transaction_amount: 2_370_740,
        token: `tok-${camila.request}-9f2c41d7`,
        email: 'camila.fuentes@gmail.com',
        status: 'paid',
        transfer_date: '2025-03-14T15:00:00.000Z',
        balance: 2_287_500,
        taxes: 13_290,
        fee: 69_950,
        currency: 'CLP',
        amount: 2_370_740,
        conversion_rate: 1,
        conversion_date: '2025-03-12T13:20:00.000Z',
        media: 'webpay',
        date: '2025-03-12T13:20:00.000Z',
        payer: 'camila.fuentes@gmail.com',
        commerce_order: `PRO-${camila.request}-1`,
        order: '48213377',
        review_reason: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers FORBIDDEN for another agency’s request by id, NOT_FOUND for none', async () => {
    const foreign = await projectOf(t.database.db, AGENCY_ADMIN, false);
    const [theirs] = await t.database.db.select().from(promiseRequests).where(eq(promiseRequests.project_id, foreign.id)).limit(1); // prettier-ignore
    const run = async (id: string) => executeOperation(t.app, PromiseRequestDocument, { id }, await token(AGENCY_ADMIN)); // prettier-ignore
    const res = await run(String(theirs!.id));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.promiserequests).toBeUndefined();
    expect((await run('99999999')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await run('abc')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('promiseorders', () => {
  it('lists and searches orders, and details carry their request with customer and payments', async () => {
    const run = async (vars: Partial<typeof BLANK>) => executeOperation(t.app, PromiseOrdersDocument, { ...BLANK, ...vars }, await token(AGENCY_ADMIN)); // prettier-ignore
    const found = await run({ search: `17.654.321-${DV}`, status: 'approved' });
    expect(found.data?.promiseorders.data.map((o) => Number(o.id))).toEqual([camila.order]);
    expect((await run({ status: 'aprobada' })).errors?.[0]?.message).toMatch(/^«aprobada» no es un estado de orden de pago de promesa/); // prettier-ignore
    const res = await executeOperation(t.app, PromiseOrderDocument, { id: String(camila.order) }, await token(AGENCY_ADMIN)); // prettier-ignore
    expect(res.errors).toBeUndefined();
    expect(res.data?.promiseorders.data[0]).toMatchObject({
      id: String(camila.order),
      status: 'approved',
      promiserequest: {
        id: String(camila.request),
        quotation: { customer: { rut: String(CAMILA_RUT), email: 'camila.fuentes@gmail.com', phone: '+56 9 8765 4321' }, propertyquotation: [{ property: { identifier: camila.home } }] }, // prettier-ignore
        payments: [{ id: String(paymentId), commerce_order: `PRO-${camila.request}-1` }],
      },
    });
  });
});

describe('statements per request (no N+1)', () => {
  async function measure<R>(
    document: TypedDocumentNode<R, { id: string }>,
    field: string,
    rowsOf: (data: R | null | undefined) => number,
    detailsId: number,
  ) {
    const adminToken = await token(ADMIN);
    const page = asPageOf(document, field);
    const run =
      (id: string, doc = page) =>
      () =>
        executeOperation(t.app, doc, { id }, adminToken);
    const one = await countStatements(t, run(`17.654.321-${DV}`));
    const full = await countStatements(t, run(''));
    const byId = await countStatements(t, run(String(detailsId), document));
    expect(rowsOf(one.result.data), field).toBe(1);
    expect(rowsOf(full.result.data), field).toBe(15);
    expect(full.statements, field).toBe(one.statements);
    expect(byId.result.errors, field).toBeUndefined();
    expect(byId.statements, field).toBeLessThanOrEqual(one.statements);
    // The details page (issue 35): the same answer as the list's row of the same record, whose
    // relations load apart; the access epoch, the record with every row it reaches through
    // one-to-one links and the quoted homes, its audits and payments; no record read twice.
    expect(byId.result.data, field).toEqual(one.result.data);
    expect(byId.statements, field).toBeLessThanOrEqual(4);
    expect(new Set(byId.texts).size, field).toBe(byId.texts.length);
    return full.statements;
  }

  it('costs the same for the details of one row as for a full page of them', async () => {
    const requests = await measure(PromiseRequestDocument, 'promiserequests', (d) => d?.promiserequests.data.length ?? 0, camila.request); // prettier-ignore
    const orders = await measure(PromiseOrderDocument, 'promiseorders', (d) => d?.promiseorders.data.length ?? 0, camila.order); // prettier-ignore
    // Viewer, page and total, then one per relation (audits, payments, quotation, customer,
    // project, quoted units, homes, warehouses, parking lots, order or request).
    expect(requests).toBeLessThanOrEqual(16);
    expect(orders).toBeLessThanOrEqual(16);
  });
});
