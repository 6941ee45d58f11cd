import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PreapprovalStatus } from '../../../shared/sales-status';
import type { Db, DbOrTx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import { orderOr, type SortColumns } from '../../kernel';
import {
  codebtors,
  communes,
  customers,
  preapprovals,
  projects,
  subsidyTypes,
} from '../../db/schema';
import { searchedCustomers } from '../sales-common';
import type { SalesFilters } from '../sales-common';

// Reads and writes of credit pre-approvals. Lists join the project for the agency scope; a search
// narrows by the customer through a subquery.

export type PreapprovalRow = typeof preapprovals.$inferSelect;
export type LocatedPreapproval = PreapprovalRow & { agency_id: number };

/** The fields the pre-approvals list sorts by (`sort`, issue 33). */
export const preapprovalSorts: SortColumns = {
  id: preapprovals.id,
  created_at: preapprovals.created_at,
  status: preapprovals.status,
  amount_property: preapprovals.amount_property,
  amount_foot: preapprovals.amount_foot,
  credit_term: preapprovals.credit_term,
};

export async function pagePreapprovals(
  db: DbOrTx,
  f: SalesFilters<PreapprovalStatus>,
  w: { offset: number; limit: number },
) {
  const found = searchedCustomers(db, f.search);
  const where = and(
    f.scope,
    f.projectId === undefined ? undefined : eq(preapprovals.project_id, f.projectId),
    f.status === undefined ? undefined : eq(preapprovals.status, f.status),
    found && inArray(preapprovals.customer_id, found),
  );
  const rows = await db
    .select(getTableColumns(preapprovals))
    .from(preapprovals)
    .innerJoin(projects, eq(projects.id, preapprovals.project_id))
    .where(where)
    .orderBy(
      ...orderOr(f.sort, preapprovalSorts, preapprovals.id, [
        desc(preapprovals.created_at),
        desc(preapprovals.id),
      ]),
    )
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db
    .select({ n: count() })
    .from(preapprovals)
    .innerJoin(projects, eq(projects.id, preapprovals.project_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A pre-approval with its project's agency, for the scope check of a record asked for by id. */
export async function findPreapproval(db: DbOrTx, id: number): Promise<LocatedPreapproval | null> {
  const [row] = await db
    .select({ ...getTableColumns(preapprovals), agency_id: projects.real_state_agency_id })
    .from(preapprovals)
    .innerJoin(projects, eq(projects.id, preapprovals.project_id))
    .where(eq(preapprovals.id, id));
  return row ?? null;
}

const projectCommunes = alias(communes, 'project_communes');
const customerCommunes = alias(communes, 'customer_communes');

/**
 * A pre-approval for its details page, in one statement: its project's agency (the scope check)
 * and the rows its field resolvers show (project and commune, customer and commune, the co-debtor
 * it names, the subsidy type), which prime their loaders. Built once per database (a placeholder
 * takes the id).
 */
const preapprovalDetails = statementOnce('preapproval_details', (db: Db) =>
  db
    .select({
      preapproval: preapprovals,
      project: projects,
      projectCommune: projectCommunes,
      customer: customers,
      customerCommune: customerCommunes,
      codebtor: codebtors,
      subsidyType: { id: subsidyTypes.id, name: subsidyTypes.name },
    })
    .from(preapprovals)
    .innerJoin(projects, eq(projects.id, preapprovals.project_id))
    .leftJoin(projectCommunes, eq(projectCommunes.id, projects.commune_id))
    .leftJoin(customers, eq(customers.id, preapprovals.customer_id))
    .leftJoin(customerCommunes, eq(customerCommunes.id, customers.commune_id))
    .leftJoin(codebtors, eq(codebtors.id, preapprovals.codebtor_id))
    .leftJoin(subsidyTypes, eq(subsidyTypes.id, preapprovals.subsidy_type_id))
    .where(eq(preapprovals.id, sql.placeholder('id'))),
);

export async function findPreapprovalDetails(db: Db, id: number) {
  const [row] = await preapprovalDetails(db, { id });
  return row ?? null;
}

export async function lockPreapproval(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(preapprovals).where(eq(preapprovals.id, id)).for('update');
  return row ?? null;
}

export interface PreapprovalEdit {
  status: PreapprovalStatus;
  description: string;
  document_url: string | null;
}

export async function updatePreapproval(tx: DbOrTx, id: number, values: PreapprovalEdit) {
  const [row] = await tx
    .update(preapprovals)
    .set({ ...values, updated_at: new Date() })
    .where(eq(preapprovals.id, id))
    .returning();
  if (!row) throw new Error(`preapprovals ${id} desapareció dentro de la transacción`);
  return row;
}

/** The batch read behind preapprovalById (preapprovals.loaders.ts). */
export const findPreapprovals = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(preapprovals)
    .where(inArray(preapprovals.id, [...ids]));
