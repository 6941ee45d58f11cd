import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_HOLDS_UNIT, PROMISE_HOLDS_UNIT } from '../../../shared/sales-status';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';

// A home's `available` flag follows its holders: a paid booking or a paid/signed promise takes it
// off the market; when the last holder lets go (cancelled), it comes back. Call these inside the
// status change's transaction, after lockUnits, so no other change reads a half-done state.

const textList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/** Marks the homes as taken; returns the ids whose flag changed. */
export async function takeUnits(tx: DbOrTx, propertyIds: readonly number[]): Promise<number[]> {
  if (propertyIds.length === 0) return [];
  const rows = await tx
    .update(properties)
    .set({ available: false, updated_at: new Date() })
    .where(and(inArray(properties.id, [...propertyIds]), eq(properties.available, true)))
    .returning({ id: properties.id });
  return rows.map((row) => row.id);
}

/**
 * Gives the homes back to the market unless another booking or promise still holds them;
 * returns the ids whose flag changed.
 */
export async function releaseUnits(tx: DbOrTx, propertyIds: readonly number[]): Promise<number[]> {
  if (propertyIds.length === 0) return [];
  const rows = await tx
    .update(properties)
    .set({ available: true, updated_at: new Date() })
    .where(
      and(
        inArray(properties.id, [...propertyIds]),
        eq(properties.available, false),
        sql`not exists (select 1 from booking_requests b
          where b.property_id = ${properties.id} and b.status in (${textList(BOOKING_HOLDS_UNIT)}))`,
        sql`not exists (select 1 from promise_requests pr
          join property_quotations pq on pq.quotation_id = pr.quotation_id
          where pq.property_id = ${properties.id} and pr.status in (${textList(PROMISE_HOLDS_UNIT)}))`,
      ),
    )
    .returning({ id: properties.id });
  return rows.map((row) => row.id);
}
