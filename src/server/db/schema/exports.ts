import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { users } from './identity';
import type { ExportJobStatus } from './statuses';

/**
 * Asynchronous spreadsheet exports (spec §4): the request returns the id, a worker claims queued
 * rows with FOR UPDATE SKIP LOCKED (locked_at marks the claim), writes the file and sets ready.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What is exported: 'booking_requests', 'quotations', 'contacts', ... */
    type: text('type').notNull(),
    /** The filters of the request, as received. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<ExportJobStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    file_name: text('file_name'),
    file_path: text('file_path'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    locked_at: ts('locked_at'),
    ...timestamps(),
  },
  (t) => [
    index('export_jobs_queue_idx').on(t.status, t.created_at),
    index('export_jobs_user_idx').on(t.user_id, t.created_at),
    check('export_jobs_status_ck', sql`${t.status} in ('queued','running','ready','failed')`),
    check('export_jobs_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
