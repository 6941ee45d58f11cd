import { propertyQuotations, quotations } from '../schema';
import { idAt, insertAll, insertIds } from './bulk';
import { seedBookingsAndPromises } from './bookings';
import type { SeedContext, SeedProject, SeedProperty } from './context';
import type { SeedCustomer } from './customers';
import { planQuotations } from './sales-plan';

// Quotations with their quoted units (UF prices of that day), then bookings and promises.

// Lead origins as the consolidity report shows them.
const ORIGINS = ['web', 'sala de ventas', 'portal inmobiliario', 'redes sociales', 'referido'];

export interface SeededQuotation {
  id: number;
  customerId: number;
  projectId: number;
  at: Date;
  /** Price of the quoted property, UF. */
  price: number;
}

export async function seedSales(
  ctx: SeedContext,
  list: readonly SeedProject[],
  units: readonly SeedProperty[],
  people: readonly SeedCustomer[],
): Promise<SeededQuotation[]> {
  const { tx, rng, timeline } = ctx;
  const planned = planQuotations(ctx, list, units, people);
  const quotationIds = await insertIds(
    tx,
    quotations,
    planned.map((q) => ({
      project_id: q.project.id,
      customer_id: q.customer.id,
      status: q.status,
      minimum_rent: Math.round((q.customer.monthlyRent * 0.9) / 1000) * 1000,
      maximum_rent: Math.round((q.customer.monthlyRent * 1.3) / 1000) * 1000,
      uf_value: timeline.ufValue(q.at).toFixed(2),
      origin: rng.pick(ORIGINS),
      created_at: q.at,
      updated_at: q.booking?.at ?? q.at,
    })),
  );
  await insertAll(
    tx,
    propertyQuotations,
    planned.map((q, i) => ({
      quotation_id: idAt(quotationIds, i),
      property_id: q.property.id,
      property_price: q.property.price.toFixed(2),
      warehouse_id: q.warehouse?.id ?? null,
      warehouse_price: q.warehouse?.price.toFixed(2) ?? null,
      parking_lot_id: q.parkingLot?.id ?? null,
      parking_lot_price: q.parkingLot?.price.toFixed(2) ?? null,
      price: (q.property.price + (q.warehouse?.price ?? 0) + (q.parkingLot?.price ?? 0)).toFixed(2),
      created_at: q.at,
    })),
  );
  await seedBookingsAndPromises(
    ctx,
    planned.map((q, i) => ({ ...q, id: idAt(quotationIds, i) })),
  );
  return planned.map((q, i) => ({
    id: idAt(quotationIds, i),
    customerId: q.customer.id,
    projectId: q.project.id,
    at: q.at,
    price: q.property.price,
  }));
}
