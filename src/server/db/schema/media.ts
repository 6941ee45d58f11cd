import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { mediaTypes } from './lookups';

/**
 * Every uploaded file, polymorphic like Laravel's morph relations: `model_type` names the owner
 * ('project', 'real_state_agency', 'property', 'news', 'comment', 'project_contact'), `model_id`
 * its id, and `collection` the slot ('logo', 'cover_page', 'gallery', 'model_floor', 'media', ...).
 * No foreign key on model_id: the owner lives in one of several tables, so repositories delete a
 * model's media together with the model.
 */
export const medias = pgTable(
  'medias',
  {
    id: serial('id').primaryKey(),
    model_type: text('model_type').notNull(),
    model_id: integer('model_id').notNull(),
    collection: text('collection').notNull().default('default'),
    /** Public URL (the spec's full_url) served by the storage layer. */
    url: text('url').notNull(),
    /** Storage key inside the storage backend, so the file can be removed. */
    path: text('path'),
    file_name: text('file_name'),
    extension: text('extension'),
    mime: text('mime'),
    size: integer('size'),
    order: integer('order').notNull().default(0),
    media_type_id: integer('media_type_id').references(() => mediaTypes.id, {
      onDelete: 'set null',
    }),
    /** For per-model floor plans of a project: the unit model the image belongs to. */
    unit_model: text('unit_model'),
    ...timestamps(),
  },
  (t) => [index('medias_model_idx').on(t.model_type, t.model_id, t.collection, t.order)],
);
