import { and, eq, sql } from 'drizzle-orm';
import {
  customers,
  pipelineStages,
  preapprovals,
  projects,
  prospects,
  rukans,
} from '../../db/schema';
import { maySeeRukan } from '../../../shared/access';
import { subjectOf } from '../../graphql/authorize';
import { projectScope } from '../projects';
import type { ExportColumn } from './exports.sheet-export.repository';
import type { Viewer } from '../../context';
import { statusLabels } from './exports.labels.service';
import { createdWithin, prospectParams } from './exports.params.repository';
import { fullNameSql, rutSql } from './exports.sql.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Negocios (spec §3: prospect with stage, customer, pre-approval and Rukan), with the business
// board's filters. Of the Rukan only what the board shows goes out (current or not, and the RSH
// bracket), and only to roles that may see the Rukan at all (maySeeRukan, the rule the
// Prospect.rukan field follows); the household record itself stays on the business details screen.

const today = sql`(now() at time zone 'America/Santiago')::date`;
const rukanCurrent = sql`(${rukans.id} is not null and
  (${rukans.valid_until} is null or ${rukans.valid_until} >= ${today}))`;
const codebtorName = sql`(select concat_ws(' ', c.name, c.last_name) from codebtors c
  where c.customer_id = ${customers.id} order by c.id limit 1)`;

/** The Rukan's columns, for the roles that may see it. */
export const rukanColumns: readonly ExportColumn[] = [
  { header: 'Rukan vigente', kind: 'bool', sql: rukanCurrent },
  { header: 'Tramo RSH', kind: 'text', sql: sql`${rukans.social_registry}->>'tramo_cse'` },
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
  from: sql`${prospects}
    join ${projects} on ${projects.id} = ${prospects.project_id}
    join ${customers} on ${customers.id} = ${prospects.customer_id}
    join ${pipelineStages} on ${pipelineStages.id} = ${prospects.pipeline_stage_id}
    left join ${preapprovals} on ${preapprovals.id} = ${prospects.preapproval_id}
    left join ${rukans} on ${rukans.customer_id} = ${prospects.customer_id}`,
  where(viewer, params) {
    const p = prospectParams.parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(prospects.project_id, p.project_id) : undefined,
      createdWithin(prospects.created_at, p.date_ini, p.date_end),
      p.pre_approvals_status ? eq(preapprovals.status, p.pre_approvals_status) : undefined,
      p.rukans_vig === '1' ? rukanCurrent : p.rukans_vig === '0' ? sql`not ${rukanCurrent}` : undefined, // prettier-ignore
    );
  },
  columns: prospectColumns,
});
