import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PREAPPROVAL_STATUSES } from '../../db/schema';
import {
  codebtors,
  communes,
  customers,
  preapprovals,
  projects,
  subsidyTypes,
} from '../../db/schema';

// The tables and filters of the Preaprobaciones export (exports.preapprovals.export.ts).

/** The customer's commune, beside the project's. */
export const customerCommune = alias(communes, 'customer_commune');

export const preapprovalsFrom = sql`${preapprovals}
    join ${projects} on ${projects.id} = ${preapprovals.project_id}
    join ${customers} on ${customers.id} = ${preapprovals.customer_id}
    left join ${communes} on ${communes.id} = ${projects.commune_id}
    left join ${communes} as customer_commune on ${customerCommune.id} = ${customers.commune_id}
    left join ${subsidyTypes} on ${subsidyTypes.id} = ${preapprovals.subsidy_type_id}
    left join ${codebtors} on ${codebtors.id} = ${preapprovals.codebtor_id}`;

export const preapprovalsWhere = (
  scope: SQL | undefined,
  p: { project_id: number | null; status: (typeof PREAPPROVAL_STATUSES)[number] | null },
) =>
  and(
    scope,
    p.project_id ? eq(preapprovals.project_id, p.project_id) : undefined,
    p.status ? eq(preapprovals.status, p.status) : undefined,
  );
