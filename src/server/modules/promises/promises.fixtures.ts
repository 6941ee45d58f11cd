// Test support for the promise suites (and the PostgreSQL suite's race): a complete sale of the
// demo's kind inserted directly, Chilean buyers with valid RUTs, UF prices. Never imported by
// production code.
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { rutCheckDigit } from '../../../shared/rut';
import type {
  BookingRequestStatus,
  OrderStatus,
  PromiseRequestStatus,
} from '../../../shared/sales-status';
import type { Db } from '../../db/client';
import {
  bookingRequests,
  communes,
  customers,
  payments,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
  realStateAgencyUsers,
  users,
} from '../../db/schema';

export { tokens } from '../agencies/agencies.fixtures';

export interface Buyer {
  name: string;
  last_name: string;
  /** RUT body; the check digit is computed. */
  rut: number;
  email: string;
  phone: string;
}

/** Agencies of a demo user, and the first project of them (or, with own = false, of another). */
export async function projectOf(db: Db, email: string, own = true) {
  const agencies = await db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .innerJoin(users, eq(users.id, realStateAgencyUsers.user_id))
    .where(eq(users.email, email));
  const ids = agencies.map((a) => a.id);
  const rows = await db
    .select()
    .from(projects)
    .where(isNull(projects.deleted_at))
    .orderBy(asc(projects.id));
  const found = rows.find((p) => ids.includes(p.real_state_agency_id) === own);
  if (!found) throw new Error(`sin proyecto ${own ? 'propio' : 'ajeno'} para ${email}`);
  return found;
}

/** Homes of the project nobody quoted yet (so no demo sale interferes). */
export async function unquotedHomes(db: Db, projectId: number, count: number) {
  const quoted = db
    .select({ id: propertyQuotations.id })
    .from(propertyQuotations)
    .where(eq(propertyQuotations.property_id, properties.id));
  const rows = await db
    .select()
    .from(properties)
    .where(
      and(eq(properties.project_id, projectId), isNull(properties.deleted_at), notExists(quoted)),
    )
    .orderBy(asc(properties.id))
    .limit(count);
  if (rows.length < count) throw new Error(`faltan viviendas sin cotizar en ${projectId}`);
  return rows;
}

export async function insertBuyer(db: Db, buyer: Buyer) {
  const [commune] = await db.select().from(communes).where(eq(communes.name, 'Ñuñoa'));
  const [row] = await db
    .insert(customers)
    .values({
      ...buyer,
      rut_dv: rutCheckDigit(buyer.rut),
      commune_id: commune?.id ?? null,
      nationality: 'Chilena',
      civil_status: 'casado(a)',
      worker_type: 'dependiente',
      labor_old: 38,
      monthly_rent: 1_450_000,
      status: 'Cliente',
    })
    .returning();
  if (!row) throw new Error('no se creó el cliente');
  return row;
}

export interface SaleSpec {
  projectId: number;
  customerId: number;
  propertyId: number;
  /** The home's UF price quoted. */
  priceUf?: number;
  booking?: BookingRequestStatus;
  promise?: PromiseRequestStatus;
  order?: OrderStatus;
  at?: Date;
}

/** A quotation of one home, with the booking, promise request and order asked for. */
export async function insertSale(db: Db, spec: SaleSpec) {
  const at = spec.at ?? new Date();
  const price = (spec.priceUf ?? 2480.5).toFixed(2);
  const [quotation] = await db
    .insert(quotations)
    .values({
      project_id: spec.projectId,
      customer_id: spec.customerId,
      status: 'active',
      minimum_rent: 1_200_000,
      maximum_rent: 1_700_000,
      uf_value: '39512.34',
      created_at: at,
    }) // prettier-ignore
    .returning();
  if (!quotation) throw new Error('no se creó la cotización');
  await db.insert(propertyQuotations).values({
    quotation_id: quotation.id,
    property_id: spec.propertyId,
    price,
    property_price: price,
  });
  const [customer] = await db.select().from(customers).where(eq(customers.id, spec.customerId));
  if (spec.booking) {
    await db.insert(bookingRequests).values({
      project_id: spec.projectId,
      quotation_id: quotation.id,
      property_id: spec.propertyId,
      status: spec.booking,
      amount: 150_000,
      contact_name: `${customer?.name} ${customer?.last_name}`,
      contact_email: customer?.email,
      created_at: at,
    });
  }
  const [request] = spec.promise
    ? await db
        .insert(promiseRequests)
        .values({
          project_id: spec.projectId,
          quotation_id: quotation.id,
          status: spec.promise,
          uf_value: '39512.34',
          created_at: at,
        }) // prettier-ignore
        .returning()
    : [];
  const [order] =
    request && spec.order
      ? await db
          .insert(promiseOrders)
          .values({
            project_id: spec.projectId,
            promise_request_id: request.id,
            status: spec.order,
            created_at: at,
          }) // prettier-ignore
          .returning()
      : [];
  return { quotation, request: request ?? null, order: order ?? null };
}

/** A paid payment attempt of a promise as the gateway reports it (pie of 60 UF). */
export async function insertPromisePayment(db: Db, projectId: number, requestId: number) {
  const [row] = await db
    .insert(payments)
    .values({
      project_id: projectId,
      promise_request_id: requestId,
      transaction_amount: 2_370_740,
      uf_value: '39512.34',
      token: `tok-${requestId}-9f2c41d7`,
      email: 'camila.fuentes@gmail.com',
      status: 'paid',
      transfer_date: new Date('2025-03-14T15:00:00Z'),
      balance: 2_287_500,
      taxes: 13_290,
      fee: 69_950,
      currency: 'CLP',
      amount: 2_370_740,
      conversion_rate: '1.000000',
      conversion_date: new Date('2025-03-12T13:20:00Z'),
      media: 'webpay',
      payment_date: new Date('2025-03-12T13:20:00Z'),
      payer: 'camila.fuentes@gmail.com',
      commerce_order: `PRO-${requestId}-1`,
      order_gateway: '48213377',
    })
    .returning();
  if (!row) throw new Error('no se creó el pago');
  return row;
}

export const availability = async (db: Db, ids: number[]) =>
  (
    await db
      .select({ id: properties.id, available: properties.available })
      .from(properties)
      .where(inArray(properties.id, ids))
  ).map((row) => row.available);
