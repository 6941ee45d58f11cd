import { bigserial, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { projects } from './projects';
import type { WebhookDeliveryState } from './statuses';

// Outgoing webhooks of a project and their delivery records. A record is also the delivery job:
// workers claim 'pending' rows whose next_attempt_at has passed with FOR UPDATE SKIP LOCKED.

export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** e.g. 'quotation.created', 'booking_request.created', 'promise_request.paid'. */
    event_type: text('event_type').notNull(),
    url: text('url').notNull(),
    ...timestamps(),
  },
  (t) => [index('webhooks_project_idx').on(t.project_id, t.event_type)],
);

export const webhookRecords = pgTable(
  'webhook_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhook_id: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** Copied from the webhook so webhooksrecords(project_id) needs no join. */
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    event_type: text('event_type').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    /** HTTP status of the last attempt (null until attempted or on network error). */
    status_code: integer('status_code'),
    message: text('message'),
    request_body: jsonb('request_body').$type<Record<string, unknown>>().notNull(),
    response_body: text('response_body'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
    locked_at: ts('locked_at'),
    ...timestamps(),
  },
  (t) => [
    index('webhook_records_project_idx').on(t.project_id, t.created_at),
    index('webhook_records_queue_idx').on(t.state, t.next_attempt_at),
  ],
);
