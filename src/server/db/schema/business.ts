import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { customers } from './customers';
import { users } from './identity';
import { preapprovals } from './preapprovals';
import { projects } from './projects';
import { quotations } from './sales';
import type { ProspectCriticality, ProspectStatus } from './statuses';

// The sales pipeline ("business"): prospects move between ordered stages of a pipeline; every
// move is kept in prospect_stage_histories. Rukan records live in rukans.ts.

export const pipelines = pgTable('pipelines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps(),
});

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: serial('id').primaryKey(),
    pipeline_id: integer('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    /** Stages that always exist and cannot be removed or reordered (e.g. 'Ganado', 'Perdido'). */
    permanent_stage: boolean('permanent_stage').notNull().default(false),
  },
  (t) => [index('pipeline_stages_pipeline_idx').on(t.pipeline_id, t.order)],
);

export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    pipeline_stage_id: integer('pipeline_stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'restrict' }),
    criticality: text('criticality').$type<ProspectCriticality>().notNull().default('medium'),
    status: text('status').$type<ProspectStatus>().notNull().default('open'),
    description: text('description'),
    /** The spec's prospectapproval: the pre-approval the prospect is waiting on, if any. */
    preapproval_id: integer('preapproval_id').references(() => preapprovals.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    index('prospects_stage_idx').on(t.pipeline_stage_id, t.created_at),
    index('prospects_project_created_idx').on(t.project_id, t.created_at),
    index('prospects_customer_idx').on(t.customer_id),
  ],
);

/** Each stage move: from (null for the first placement), to, why, who and when. */
export const prospectStageHistories = pgTable(
  'prospect_stage_histories',
  {
    id: serial('id').primaryKey(),
    prospect_id: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    from_stage_id: integer('from_stage_id').references(() => pipelineStages.id, {
      onDelete: 'set null',
    }),
    to_stage_id: integer('to_stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'restrict' }),
    description: text('description'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('prospect_stage_histories_prospect_idx').on(t.prospect_id, t.created_at)],
);

/** The spec's prospectquotation: the quotations a prospect made (usually one, sometimes more). */
export const prospectQuotations = pgTable(
  'prospect_quotations',
  {
    id: serial('id').primaryKey(),
    prospect_id: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('prospect_quotations_uq').on(t.prospect_id, t.quotation_id),
    index('prospect_quotations_quotation_idx').on(t.quotation_id),
  ],
);
