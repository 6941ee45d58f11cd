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
  parkingLots,
  payments,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
  realStateAgencyUsers,
  users,
  warehouses,
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

/** The first project of a demo user's agencies (or, with own = false, of another agency). */
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
  // Apartment projects first: they have warehouses and parking lots to quote.
  const mine = rows.filter((p) => ids.includes(p.real_state_agency_id) === own);
  const found = mine.find((p) => p.type === 'Departamentos') ?? mine[0];
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

/** The first warehouse and parking lot of a project (quoted as complements). */
export async function complementsOf(db: Db, projectId: number) {
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.project_id, projectId)).orderBy(asc(warehouses.id)).limit(1); // prettier-ignore
  const [parkingLot] = await db.select().from(parkingLots).where(eq(parkingLots.project_id, projectId)).orderBy(asc(parkingLots.id)).limit(1); // prettier-ignore
  if (!warehouse || !parkingLot) throw new Error(`el proyecto ${projectId} no tiene bodegas o estacionamientos`); // prettier-ignore
  return { warehouse, parkingLot };
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
  /** A warehouse and a parking lot quoted with the home (UF 95.5 and 180 then). */
  warehouseId?: number;
  parkingLotId?: number;
  booking?: BookingRequestStatus;
  promise?: PromiseRequestStatus;
  order?: OrderStatus;
  at?: Date;
}

/** A quotation of one home, with the booking, promise request and order asked for. */
export async function insertSale(db: Db, spec: SaleSpec) {
  const at = spec.at ?? new Date();
  const home = spec.priceUf ?? 2480.5;
  const extras = (spec.warehouseId ? 95.5 : 0) + (spec.parkingLotId ? 180 : 0);
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
    price: (home + extras).toFixed(2),
    property_price: home.toFixed(2),
    warehouse_id: spec.warehouseId ?? null,
    warehouse_price: spec.warehouseId ? '95.50' : null,
    parking_lot_id: spec.parkingLotId ?? null,
    parking_lot_price: spec.parkingLotId ? '180.00' : null,
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
