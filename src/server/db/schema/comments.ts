import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './identity';
import { projects } from './projects';

// Testimonials (name + comment) shown on a project's page; the optional picture is a media row
// (model_type 'comment', collection 'media').

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('comments_project_idx').on(t.project_id, t.created_at)],
);
