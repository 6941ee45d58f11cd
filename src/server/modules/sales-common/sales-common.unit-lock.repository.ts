import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';

/**
 * Locks the given homes (properties rows) FOR UPDATE inside the caller's transaction, always in
 * ascending id order so two transactions that lock overlapping sets never deadlock. Every status
 * change that can make a unit booked or promised takes this lock before it reads who holds the
 * unit, so concurrent changes of the same unit are serialized: the second one reads the first
 * one's committed result and is refused. Returns the ids that exist.
 */
export async function lockUnits(tx: DbOrTx, propertyIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(propertyIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(properties.id)
    .for('update');
  return rows.map((row) => row.id);
}
