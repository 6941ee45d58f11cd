import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SavedViewState } from '../../../shared/schemas/saved-views';
import { timestamps } from './columns';
import { users } from './identity';

/**
 * A user's saved views of a list (issue 33): named, at most one default per user and list, kept on
 * the server so that they follow the user across browsers and survive a sign-out.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list's key, e.g. 'properties' (src/shared/schemas/saved-views.ts). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // Names are unique per user and list whatever their case, as a person reads them.
    uniqueIndex('saved_views_name_uq').on(t.user_id, t.list, sql`lower(${t.name})`),
    uniqueIndex('saved_views_default_uq')
      .on(t.user_id, t.list)
      .where(sql`${t.is_default}`),
    index('saved_views_user_list_idx').on(t.user_id, t.list, t.id),
  ],
);
