import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedViews } from '../../db/schema';
import type { SavedViewState } from '../../../shared/schemas/saved-views';

export type SavedViewRow = typeof savedViews.$inferSelect;

const own = (userId: number, list: string) =>
  and(eq(savedViews.user_id, userId), eq(savedViews.list, list));

/** A user's views of one list, by name as a person reads it. */
export function findViews(db: DbOrTx, userId: number, list: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(own(userId, list))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/** One of the user's views, locked until the transaction ends; another user's is not found. */
export async function lockOwnView(
  tx: DbOrTx,
  userId: number,
  id: number,
): Promise<SavedViewRow | null> {
  const [row] = await tx
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.user_id, userId)))
    .for('update');
  return row ?? null;
}

export async function countViews(tx: DbOrTx, userId: number, list: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedViews).where(own(userId, list));
  return row?.n ?? 0;
}

/** Whether the user has another view of the list with this name, case aside. */
export async function nameTaken(
  tx: DbOrTx,
  userId: number,
  list: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        own(userId, list),
        eq(sql`lower(${savedViews.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(savedViews.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function clearDefault(tx: DbOrTx, userId: number, list: string): Promise<void> {
  await tx
    .update(savedViews)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(own(userId, list), eq(savedViews.is_default, true)));
}

export async function insertView(
  tx: DbOrTx,
  values: {
    userId: number;
    list: string;
    name: string;
    state: SavedViewState;
    isDefault: boolean;
  },
): Promise<SavedViewRow> {
  const [row] = await tx
    .insert(savedViews)
    .values({
      user_id: values.userId,
      list: values.list,
      name: values.name,
      state: values.state,
      is_default: values.isDefault,
    })
    .returning();
  if (!row) throw new Error('saved view not inserted');
  return row;
}

export async function updateView(
  tx: DbOrTx,
  id: number,
  values: { name?: string; state?: SavedViewState; is_default?: boolean },
): Promise<SavedViewRow> {
  const [row] = await tx
    .update(savedViews)
    .set({ ...values, updated_at: new Date() })
    .where(eq(savedViews.id, id))
    .returning();
  if (!row) throw new Error('saved view not updated');
  return row;
}

export async function deleteOwnView(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.user_id, userId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
