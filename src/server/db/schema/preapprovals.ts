import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, uf } from './columns';
import { codebtors, customers } from './customers';
import { subsidyTypes } from './lookups';
import { projects } from './projects';
import type { PreapprovalStatus } from './statuses';

// Credit pre-approval requests (preaprobación hipotecaria) a customer files for a project.
// Staff change status and description and may attach a document (document_url).

export const preapprovals = pgTable(
  'preapprovals',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    codebtor_id: integer('codebtor_id').references(() => codebtors.id, { onDelete: 'set null' }),
    status: text('status').$type<PreapprovalStatus>().notNull().default('pending'),
    document_url: text('document_url'),
    description: text('description'),
    /** 'Departamento' | 'Casa' */
    property_type: text('property_type'),
    /** Price of the home, UF. */
    amount_property: uf('amount_property'),
    /** Down payment (pie), UF. */
    amount_foot: uf('amount_foot'),
    /** Mortgage term in years. */
    credit_term: integer('credit_term'),
    subsidy_type_id: integer('subsidy_type_id').references(() => subsidyTypes.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    index('preapprovals_project_created_idx').on(t.project_id, t.created_at),
    index('preapprovals_status_idx').on(t.status),
    index('preapprovals_customer_idx').on(t.customer_id),
  ],
);
