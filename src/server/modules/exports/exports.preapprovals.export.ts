import { groups } from '../../../shared/access/roles';
import type { Viewer } from '../../context';
import {
  PREAPPROVAL_STATUSES,
  codebtors,
  communes,
  customers,
  preapprovals,
  projects,
  subsidyTypes,
} from '../../db/schema';
import { projectScope } from '../projects';
import { statusLabels } from './exports.labels.service';
import { listParams } from './exports.params.repository';
import {
  customerCommune,
  preapprovalsFrom,
  preapprovalsWhere,
} from './exports.preapprovals.repository';
import { fullNameSql, rutSql } from './exports.sql.repository';
import { sheetExport, type ExportColumn } from './exports.sheet-export.repository';

// Preaprobaciones (spec §3: pre-approval with its project and customer). The list is open to the
// agencies' roles, the details (income, work, co-debtor, notes) only to the roles of the details
// screen (spec §6): the file follows the same line.

const listColumns: readonly ExportColumn[] = [
  { header: 'ID', kind: 'int', sql: preapprovals.id },
  { header: 'Fecha', kind: 'datetime', sql: preapprovals.created_at },
  { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
  { header: 'Comuna del proyecto', kind: 'text', width: 18, sql: communes.name },
  { header: 'Estado', kind: 'text', sql: preapprovals.status, labels: statusLabels.preapproval },
  { header: 'Cliente', kind: 'text', width: 28, sql: fullNameSql(customers.name, customers.last_name) }, // prettier-ignore
  { header: 'RUT', kind: 'text', width: 13, sql: rutSql(customers.rut, customers.rut_dv) },
  { header: 'Correo', kind: 'text', width: 30, sql: customers.email },
  { header: 'Teléfono', kind: 'text', width: 16, sql: customers.phone },
  { header: 'Tipo de vivienda', kind: 'text', sql: preapprovals.property_type },
  { header: 'Valor vivienda (UF)', kind: 'uf', sql: preapprovals.amount_property },
  { header: 'Pie (UF)', kind: 'uf', sql: preapprovals.amount_foot },
  { header: 'Plazo (años)', kind: 'int', sql: preapprovals.credit_term },
  { header: 'Subsidio', kind: 'text', sql: subsidyTypes.name },
];

const detailColumns: readonly ExportColumn[] = [
  { header: 'Descripción', kind: 'text', width: 40, sql: preapprovals.description },
  { header: 'Nacionalidad', kind: 'text', sql: customers.nationality },
  { header: 'Estado civil', kind: 'text', sql: customers.civil_status },
  { header: 'Tipo de trabajador', kind: 'text', sql: customers.worker_type },
  { header: 'Antigüedad laboral (meses)', kind: 'int', sql: customers.labor_old },
  { header: 'Renta mensual (CLP)', kind: 'clp', sql: customers.monthly_rent },
  { header: 'Comuna del cliente', kind: 'text', width: 18, sql: customerCommune.name },
  { header: 'Codeudor', kind: 'text', width: 28, sql: fullNameSql(codebtors.name, codebtors.last_name) }, // prettier-ignore
  { header: 'Relación del codeudor', kind: 'text', sql: codebtors.relation },
  { header: 'Renta codeudor (CLP)', kind: 'clp', sql: codebtors.monthly_rent },
];

/** Whether the viewer may open a pre-approval's details (and so export them). */
export function seesPreapprovalDetails(viewer: Viewer): boolean {
  return viewer.role !== null && groups.preapprovalDetail().includes(viewer.role);
}

export const preapprovalsExport = sheetExport({
  type: 'preapprovals',
  operation: 'requestApprovalFile',
  fileBaseName: 'Preaprobaciones',
  id: preapprovals.id,
  from: preapprovalsFrom,
  where(viewer, params) {
    const p = listParams(PREAPPROVAL_STATUSES).parse(params);
    return preapprovalsWhere(projectScope.condition(viewer), p);
  },
  columns: (viewer) =>
    seesPreapprovalDetails(viewer) ? [...listColumns, ...detailColumns] : listColumns,
});
