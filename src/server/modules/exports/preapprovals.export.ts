import { and, count, desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groups } from '../../../shared/access/roles';
import { formatRut } from '../../../shared/rut';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import {
  PREAPPROVAL_STATUSES,
  codebtors,
  communes,
  customers,
  preapprovals,
  projects,
  subsidyTypes,
} from '../../db/schema';
import type { SheetColumn } from '../../spreadsheets/sheet-writer';
import { projectScope } from '../projects/project-scope';
import { fullName, statusLabel } from './export-labels';
import { listParams } from './export-params';
import { sheetExport } from './sheet-export';

// Preaprobaciones (spec §3: pre-approval with its project and customer). The list is open to the
// agencies' roles, the details (income, work, co-debtor, notes) only to the roles of the details
// screen (spec §6): the file follows the same line.

const customerCommune = alias(communes, 'customer_commune');

const page = (db: Db) =>
  db
    .select({
      id: preapprovals.id,
      created_at: preapprovals.created_at,
      status: preapprovals.status,
      project: projects.name,
      project_commune: communes.name,
      name: customers.name,
      last_name: customers.last_name,
      rut: customers.rut,
      rut_dv: customers.rut_dv,
      email: customers.email,
      phone: customers.phone,
      property_type: preapprovals.property_type,
      amount_property: preapprovals.amount_property,
      amount_foot: preapprovals.amount_foot,
      credit_term: preapprovals.credit_term,
      subsidy: subsidyTypes.name,
      description: preapprovals.description,
      nationality: customers.nationality,
      civil_status: customers.civil_status,
      worker_type: customers.worker_type,
      labor_old: customers.labor_old,
      monthly_rent: customers.monthly_rent,
      customer_commune: customerCommune.name,
      codebtor_name: codebtors.name,
      codebtor_last_name: codebtors.last_name,
      codebtor_relation: codebtors.relation,
      codebtor_rent: codebtors.monthly_rent,
    })
    .from(preapprovals)
    .innerJoin(projects, eq(projects.id, preapprovals.project_id))
    .innerJoin(customers, eq(customers.id, preapprovals.customer_id))
    .leftJoin(communes, eq(communes.id, projects.commune_id))
    .leftJoin(customerCommune, eq(customerCommune.id, customers.commune_id))
    .leftJoin(subsidyTypes, eq(subsidyTypes.id, preapprovals.subsidy_type_id))
    .leftJoin(codebtors, eq(codebtors.id, preapprovals.codebtor_id));

type Row = Awaited<ReturnType<typeof page>>[number];

const listColumns: readonly SheetColumn<Row>[] = [
  { header: 'ID', kind: 'int', value: (r) => r.id },
  { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
  { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
  { header: 'Comuna del proyecto', kind: 'text', width: 18, value: (r) => r.project_commune },
  { header: 'Estado', kind: 'text', value: (r) => statusLabel.preapproval(r.status) },
  { header: 'Cliente', kind: 'text', width: 28, value: (r) => fullName(r.name, r.last_name) },
  { header: 'RUT', kind: 'text', width: 13, value: (r) => formatRut(r.rut, r.rut_dv) },
  { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
  { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
  { header: 'Tipo de vivienda', kind: 'text', value: (r) => r.property_type },
  { header: 'Valor vivienda (UF)', kind: 'uf', value: (r) => r.amount_property },
  { header: 'Pie (UF)', kind: 'uf', value: (r) => r.amount_foot },
  { header: 'Plazo (años)', kind: 'int', value: (r) => r.credit_term },
  { header: 'Subsidio', kind: 'text', value: (r) => r.subsidy },
];

const detailColumns: readonly SheetColumn<Row>[] = [
  { header: 'Descripción', kind: 'text', width: 40, value: (r) => r.description },
  { header: 'Nacionalidad', kind: 'text', value: (r) => r.nationality },
  { header: 'Estado civil', kind: 'text', value: (r) => r.civil_status },
  { header: 'Tipo de trabajador', kind: 'text', value: (r) => r.worker_type },
  { header: 'Antigüedad laboral (meses)', kind: 'int', value: (r) => r.labor_old },
  { header: 'Renta mensual (CLP)', kind: 'clp', value: (r) => r.monthly_rent },
  { header: 'Comuna del cliente', kind: 'text', width: 18, value: (r) => r.customer_commune },
  {
    header: 'Codeudor',
    kind: 'text',
    width: 28,
    value: (r) => fullName(r.codebtor_name, r.codebtor_last_name),
  },
  { header: 'Relación del codeudor', kind: 'text', value: (r) => r.codebtor_relation },
  { header: 'Renta codeudor (CLP)', kind: 'clp', value: (r) => r.codebtor_rent },
];

/** Whether the viewer may open a pre-approval's details (and so export them). */
export function seesPreapprovalDetails(viewer: Viewer): boolean {
  return viewer.role !== null && groups.preapprovalDetail().includes(viewer.role);
}

export const preapprovalsExport = sheetExport({
  type: 'preapprovals',
  operation: 'requestApprovalFile',
  fileBaseName: 'Preaprobaciones',
  where(viewer, params) {
    const p = listParams(PREAPPROVAL_STATUSES).parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(preapprovals.project_id, p.project_id) : undefined,
      p.status ? eq(preapprovals.status, p.status) : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(preapprovals)
      .innerJoin(projects, eq(projects.id, preapprovals.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    page(db)
      .where(and(where, before === null ? undefined : lt(preapprovals.id, before)))
      .orderBy(desc(preapprovals.id))
      .limit(limit),
  columns: (viewer) =>
    seesPreapprovalDetails(viewer) ? [...listColumns, ...detailColumns] : listColumns,
});
