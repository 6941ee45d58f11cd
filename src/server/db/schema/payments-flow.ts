import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps, ts } from './columns';
import { payments } from './payments';

/**
 * A payment whose status must still be asked of Flow (migration 0029): written when a
 * confirmation arrives, settled when the answer is stored, retried while Flow is unreachable.
 * One open check per payment; `status` is queued | done | failed.
 */
export const flowChecks = pgTable(
  'flow_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payment_id: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
    locked_at: ts('locked_at'),
    last_error: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('flow_checks_due_idx')
      .on(t.next_attempt_at)
      .where(sql`status = 'queued'`),
  ],
);
