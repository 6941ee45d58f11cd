import { customers, pipelineStages, preapprovals, projects, prospects } from '../../db/schema';
import { maySeeRukan } from '../../../shared/access';
import { subjectOf } from '../../graphql/authorize';
import { projectScope } from '../projects';
import type { ExportColumn } from './exports.sheet-export.repository';
import type { Viewer } from '../../context';
import { statusLabels } from './exports.labels.service';
import { prospectParams } from './exports.params.repository';
import {
  codebtorName,
  prospectsFrom,
  prospectsWhere,
  rshBracket,
  rukanCurrent,
} from './exports.prospects.repository';
import { fullNameSql, rutSql } from './exports.sql.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Negocios (spec §3: prospect with stage, customer, pre-approval and Rukan), with the business
// board's filters. Of the Rukan only what the board shows goes out (current or not, and the RSH
// bracket), and only to roles that may see the Rukan at all (maySeeRukan, the rule the
// Prospect.rukan field follows); the household record itself stays on the business details screen.

/** The Rukan's columns, for the roles that may see it. */
export const rukanColumns: readonly ExportColumn[] = [
  { header: 'Rukan vigente', kind: 'bool', sql: rukanCurrent },
  { header: 'Tramo RSH', kind: 'text', sql: rshBracket },
];

/** The file's columns as `viewer` may see them: the Rukan's only when maySeeRukan allows. */
export const prospectColumns = (viewer: Viewer): readonly ExportColumn[] => [
  { header: 'ID', kind: 'int', sql: prospects.id },
  { header: 'Fecha', kind: 'datetime', sql: prospects.created_at },
  { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
  { header: 'Etapa', kind: 'text', width: 18, sql: pipelineStages.name },
  { header: 'Estado', kind: 'text', sql: prospects.status, labels: statusLabels.prospect },
  { header: 'Criticidad', kind: 'text', sql: prospects.criticality, labels: statusLabels.criticality }, // prettier-ignore
  { header: 'Cliente', kind: 'text', width: 28, sql: fullNameSql(customers.name, customers.last_name) }, // prettier-ignore
  { header: 'RUT', kind: 'text', width: 13, sql: rutSql(customers.rut, customers.rut_dv) },
  { header: 'Correo', kind: 'text', width: 30, sql: customers.email },
  { header: 'Teléfono', kind: 'text', width: 16, sql: customers.phone },
  { header: 'Estado del cliente', kind: 'text', sql: customers.status },
  { header: 'Subsidio', kind: 'text', sql: customers.subsidio },
  { header: 'Rukaneado', kind: 'bool', sql: customers.rukaneado },
  ...(maySeeRukan(subjectOf(viewer)) ? rukanColumns : []),
  {
    header: 'Preaprobación',
    kind: 'text',
    sql: preapprovals.status,
    labels: statusLabels.preapproval,
  },
  { header: 'Codeudor', kind: 'text', width: 28, sql: codebtorName },
  { header: 'Descripción', kind: 'text', width: 40, sql: prospects.description },
];

export const prospectsExport = sheetExport({
  type: 'prospects',
  operation: 'requestProspectFile',
  fileBaseName: 'Negocios',
  id: prospects.id,
  from: prospectsFrom,
  where(viewer, params) {
    const p = prospectParams.parse(params);
    return prospectsWhere(projectScope.condition(viewer), p);
  },
  columns: prospectColumns,
});
