import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /**
     * 'won' | 'lost' for the stages that close a prospect (Ganado, Perdido), null for open ones:
     * a prospect moved into the stage takes it as its status (editProspect).
     */
    outcome: text('outcome').$type<'won' | 'lost'>(),
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
    /** The project's agency, kept by triggers (migration 0037): the duplicates' key with the RUT. */
    project_agency_id: integer('project_agency_id'),
    /** The customer's RUT body (the normalised RUT), kept by triggers (migration 0037). */
    customer_rut: integer('customer_rut'),
  },
  (t) => [
    // The board: each stage's newest prospects (id breaking ties; read backwards), with the
    // project, so a scoped viewer's or a project's column is read from the index alone.
    index('prospects_stage_idx').on(t.pipeline_stage_id, t.created_at, t.id, t.project_id),
    // The list newest first, over all projects and per project.
    index('prospects_created_idx').on(t.created_at, t.id, t.project_id),
    index('prospects_project_created_idx').on(t.project_id, t.created_at),
    index('prospects_customer_idx').on(t.customer_id),
    index('prospects_preapproval_idx').on(t.preapproval_id),
    // Duplicates by RUT within one agency: a card's duplicates are one probe here.
    index('prospects_agency_rut_idx').on(t.project_agency_id, t.customer_rut, t.id),
  ],
);

/**
 * How many prospects each project has per stage and month of creation (Chile time), kept by
 * statement triggers on prospects (migration 0008), so the board's totals over 200,000 prospects
 * sum a few hundred rows; only the partial months at the ends of a date range count prospects.
 */
export const prospectStageCounts = pgTable(
  'prospect_stage_counts',
  {
    pipeline_stage_id: integer('pipeline_stage_id').notNull(),
    project_id: integer('project_id').notNull(),
    /** First day of the month in America/Santiago. */
    month: date('month').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pipeline_stage_id, t.project_id, t.month] })],
);

/**
 * The same counts over all time (stage and project), kept by the same triggers: the board without
 * a date range sums a few dozen rows a stage instead of the months of three years.
 */
export const prospectStageTotals = pgTable(
  'prospect_stage_totals',
  {
    pipeline_stage_id: integer('pipeline_stage_id').notNull(),
    project_id: integer('project_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pipeline_stage_id, t.project_id] })],
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

/**
 * A merge of two duplicate prospects (mergeProspects): what moved to the kept prospect, so that
 * unmergeProspects puts both back as they were within a short window.
 */
export const prospectMerges = pgTable('prospect_merges', {
  id: serial('id').primaryKey(),
  kept_id: integer('kept_id')
    .notNull()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  merged_id: integer('merged_id').notNull(),
  /** The merged (removed) prospect's row as it was, its dates as ISO text. */
  merged_row: jsonb('merged_row').$type<Record<string, unknown>>().notNull(),
  moved_history_ids: integer('moved_history_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  moved_link_ids: integer('moved_link_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Quotation links of the merged prospect that the kept one already had: removed, kept here. */
  dropped_links: jsonb('dropped_links')
    .$type<{ id: number; quotation_id: number }[]>()
    .notNull()
    .default(sql`'[]'`),
  kept_before: jsonb('kept_before').$type<Record<string, unknown>>().notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: ts('created_at').notNull().defaultNow(),
  undone_at: ts('undone_at'),
});
