import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './identity';

// In-app notifications: one notification fans out to many users, each with its own read mark.

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  /** Route inside the back office the notification links to, e.g. '/bookings-requests/12/details'. */
  url: text('url'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const notificationUsers = pgTable(
  'notification_users',
  {
    id: serial('id').primaryKey(),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: ts('read_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notification_users_user_idx').on(t.user_id, t.id)],
);
