import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ufValues, users } from '../../db/schema';

export type UfValueRow = typeof ufValues.$inferSelect & { loaded_by_name: string | null };

const columns = {
  date: ufValues.date,
  value: ufValues.value,
  loaded_by: ufValues.loaded_by,
  created_at: ufValues.created_at,
  updated_at: ufValues.updated_at,
  loaded_by_name: sql<string | null>`${users.name} || ' ' || ${users.last_name}`,
};

const between = (from: string | null, to: string | null) =>
  and(from ? gte(ufValues.date, from) : undefined, to ? lte(ufValues.date, to) : undefined);

/** A page of days, newest first. */
export function findPage(
  db: DbOrTx,
  range: { from: string | null; to: string | null },
  window: { offset: number; limit: number },
): Promise<UfValueRow[]> {
  return db
    .select(columns)
    .from(ufValues)
    .leftJoin(users, eq(users.id, ufValues.loaded_by))
    .where(between(range.from, range.to))
    .orderBy(desc(ufValues.date))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countDays(
  db: DbOrTx,
  range: { from: string | null; to: string | null },
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ufValues).where(between(range.from, range.to)); // prettier-ignore
  return row?.n ?? 0;
}

/** The value of the day, or of the latest earlier day with one (the primary key's order). */
export async function findOnOrBefore(
  db: DbOrTx,
  day: string,
): Promise<{ date: string; value: string } | null> {
  const [row] = await db
    .select({ date: ufValues.date, value: ufValues.value })
    .from(ufValues)
    .where(lte(ufValues.date, day))
    .orderBy(desc(ufValues.date))
    .limit(1);
  return row ?? null;
}

export async function findDay(db: DbOrTx, day: string): Promise<UfValueRow | null> {
  const [row] = await db
    .select(columns)
    .from(ufValues)
    .leftJoin(users, eq(users.id, ufValues.loaded_by))
    .where(eq(ufValues.date, day));
  return row ?? null;
}

/** Writes the days' values, replacing the days already loaded. */
export async function upsertDays(
  db: DbOrTx,
  days: ReadonlyArray<{ date: string; value: number }>,
  userId: number,
): Promise<void> {
  if (!days.length) return;
  await db
    .insert(ufValues)
    .values(days.map((d) => ({ date: d.date, value: d.value.toFixed(2), loaded_by: userId })))
    .onConflictDoUpdate({
      target: ufValues.date,
      set: {
        value: sql`excluded.value`,
        loaded_by: sql`excluded.loaded_by`,
        updated_at: sql`now()`,
      },
    });
}

export async function deleteDay(db: DbOrTx, day: string): Promise<boolean> {
  const rows = await db
    .delete(ufValues)
    .where(eq(ufValues.date, day))
    .returning({ date: ufValues.date });
  return rows.length > 0;
}
