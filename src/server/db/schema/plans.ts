import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clp, timestamps, ts, ufValue } from './columns';
import { realStateAgencies } from './agencies';
import { additionalPlanTypes } from './lookups';
import { projects } from './projects';

// Plans an agency contracts for its projects ("Contrata tu plan" → "Finalizar").

/** How many projects an agency may publish (the spec's plansrestrictions.quantity). */
export const plansRestrictions = pgTable('plans_restrictions', {
  id: serial('id').primaryKey(),
  real_state_agency_id: integer('real_state_agency_id')
    .notNull()
    .unique()
    .references(() => realStateAgencies.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(0),
  ...timestamps(),
});

/** The spec's `planspayment`: one contracted payment plan of a project and its payment state. */
export const plansPayments = pgTable(
  'plans_payments',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    plan: integer('plan').notNull(),
    /** 'pending' | 'paid' | 'cancelled' */
    status: text('status').notNull().default('pending'),
    amount: clp('amount'),
    uf_value: ufValue(),
    order_number: text('order_number'),
    paid_at: ts('paid_at'),
    ...timestamps(),
  },
  (t) => [index('plans_payments_project_idx').on(t.project_id, t.created_at)],
);

/** The spec's `projectadditional`: extras contracted for a project. */
export const projectAdditionals = pgTable(
  'project_additionals',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    additional_plan_type_id: integer('additional_plan_type_id')
      .notNull()
      .references(() => additionalPlanTypes.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('project_additionals_uq').on(t.project_id, t.additional_plan_type_id)],
);
