import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationUser } from '../../../../graphql/generated/server/resolvers-types';
import type { DbOrTx } from '../../db/client';
import { notifications, notificationUsers } from '../../db/schema';

/** One delivery with its notification, as the contract's NotificationUser. */
const deliveryFields = {
  id: notificationUsers.id,
  read_at: notificationUsers.read_at,
  created_at: notificationUsers.created_at,
  notification_id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  url: notifications.url,
  notification_created_at: notifications.created_at,
};

type DeliveryRow = {
  id: number;
  read_at: Date | null;
  created_at: Date;
  notification_id: number;
  title: string;
  message: string;
  url: string | null;
  notification_created_at: Date;
};

export function toNotificationUser(row: DeliveryRow): NotificationUser {
  return {
    id: String(row.id),
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    notification: {
      id: String(row.notification_id),
      title: row.title,
      message: row.message,
      url: row.url,
      created_at: row.notification_created_at.toISOString(),
    },
  };
}

/** A page of a user's deliveries, newest first (the (user_id, id) index serves it). */
export function findDeliveries(db: DbOrTx, userId: number, limit: number, offset: number) {
  return db
    .select(deliveryFields)
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
    .where(eq(notificationUsers.user_id, userId))
    .orderBy(desc(notificationUsers.id))
    .limit(limit)
    .offset(offset);
}

/** Total and unread deliveries of a user, in one scan of the user's index range. */
export async function countDeliveries(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${notificationUsers.read_at} is null))::int`,
    })
    .from(notificationUsers)
    .where(eq(notificationUsers.user_id, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks unread deliveries of `userId` read; `ids` null = all of them. Answers how many. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | null): Promise<number> {
  const rows = await db
    .update(notificationUsers)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(notificationUsers.user_id, userId),
        isNull(notificationUsers.read_at),
        ids ? inArray(notificationUsers.id, ids) : undefined,
      ),
    )
    .returning({ id: notificationUsers.id });
  return rows.length;
}
