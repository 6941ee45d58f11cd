import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { projects } from './projects';
import type { WebhookDeliveryState } from './statuses';

// Outgoing webhooks of a project, their outbox (webhook_deliveries: one row per event and
// subscribed webhook, written by triggers, claimed by the runner with FOR UPDATE SKIP LOCKED) and
// their delivery records (one per attempt). See migration 0027_webhook-delivery.sql.

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
    /** `whsec_…`, encrypted like the payment keys; null until first needed (made lazily). */
    secret_encrypted: text('secret_encrypted'),
    /** The secret before the last rotation, still signing until its expiry. */
    previous_secret_encrypted: text('previous_secret_encrypted'),
    previous_secret_expires_at: ts('previous_secret_expires_at'),
    /** Set by a 410 answer or five days of failures; the trigger queues nothing while set. */
    disabled_at: ts('disabled_at'),
    /** The first failed attempt since the last success. */
    failing_since: ts('failing_since'),
    ...timestamps(),
  },
  (t) => [index('webhooks_project_idx').on(t.project_id, t.event_type)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhook_id: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    event_type: text('event_type').notNull(),
    /** Standard Webhooks' `webhook-id` (`msg_…`): the same for every attempt and redelivery. */
    message_id: text('message_id').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('queued'),
    /** Attempts made; also the fencing token of a claim. */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
    /** The lease of the runner sending it; a lapsed lease is claimed again. */
    locked_at: ts('locked_at'),
    ...timestamps(),
  },
  (t) => [
    // Each webhook's queue in the claim's order (migration 0030).
    index('webhook_deliveries_due_idx')
      .on(t.webhook_id, t.next_attempt_at, t.id)
      .where(sql`status IN ('queued', 'retrying')`),
    index('webhook_deliveries_webhook_idx').on(t.webhook_id),
    index('webhook_deliveries_leased_idx')
      .on(t.webhook_id, t.locked_at)
      .where(sql`locked_at IS NOT NULL`),
  ],
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
    /** The retry this attempt scheduled; null when it was the last. */
    next_attempt_at: ts('next_attempt_at'),
    locked_at: ts('locked_at'),
    delivery_id: bigint('delivery_id', { mode: 'number' }).references(() => webhookDeliveries.id, {
      onDelete: 'set null',
    }),
    /** 1 for the first attempt of a delivery. */
    attempt: integer('attempt'),
    duration_ms: integer('duration_ms'),
    ...timestamps(),
  },
  (t) => [
    index('webhook_records_project_idx').on(t.project_id, t.created_at),
    index('webhook_records_queue_idx').on(t.state, t.next_attempt_at),
  ],
);
