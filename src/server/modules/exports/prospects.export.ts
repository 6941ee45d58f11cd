import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { formatRut } from '../../../shared/rut';
import {
  customers,
  pipelineStages,
  preapprovals,
  projects,
  prospects,
  rukans,
} from '../../db/schema';
import { projectScope } from '../projects/project-scope';
import { fullName, statusLabel } from './export-labels';
import { createdWithin, prospectParams } from './export-params';
import { sheetExport } from './sheet-export';

// Negocios (spec §3: prospect with stage, customer, pre-approval and Rukan), with the business
// board's filters. Of the Rukan only what the board shows goes out (current or not, and the RSH
// bracket); the household record itself stays on the business details screen.

const today = sql`(now() at time zone 'America/Santiago')::date`;
const rukanCurrent = sql<boolean>`(${rukans.id} is not null and
  (${rukans.valid_until} is null or ${rukans.valid_until} >= ${today}))`;
const codebtorName = sql<string | null>`(select c.name || ' ' || c.last_name from codebtors c
  where c.customer_id = ${customers.id} order by c.id limit 1)`;

export const prospectsExport = sheetExport({
  type: 'prospects',
  operation: 'requestProspectFile',
  fileBaseName: 'Negocios',
  where(viewer, params) {
    const p = prospectParams.parse(params);
    const current = sql`exists (select 1 from rukans r where r.customer_id = ${prospects.customer_id}
      and (r.valid_until is null or r.valid_until >= ${today}))`;
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(prospects.project_id, p.project_id) : undefined,
      createdWithin(prospects.created_at, p.date_ini, p.date_end),
      p.pre_approvals_status
        ? sql`exists (select 1 from preapprovals pa where pa.id = ${prospects.preapproval_id}
            and pa.status = ${p.pre_approvals_status})`
        : undefined,
      p.rukans_vig === '1' ? current : p.rukans_vig === '0' ? sql`not ${current}` : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(prospects)
      .innerJoin(projects, eq(projects.id, prospects.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: prospects.id,
        created_at: prospects.created_at,
        status: prospects.status,
        criticality: prospects.criticality,
        description: prospects.description,
        project: projects.name,
        stage: pipelineStages.name,
        name: customers.name,
        last_name: customers.last_name,
        rut: customers.rut,
        rut_dv: customers.rut_dv,
        email: customers.email,
        phone: customers.phone,
        customer_status: customers.status,
        subsidio: customers.subsidio,
        rukaneado: customers.rukaneado,
        rukan_current: rukanCurrent,
        tramo: sql<string | null>`${rukans.social_registry}->>'tramo_cse'`,
        preapproval: preapprovals.status,
        codebtor: codebtorName,
      })
      .from(prospects)
      .innerJoin(projects, eq(projects.id, prospects.project_id))
      .innerJoin(customers, eq(customers.id, prospects.customer_id))
      .innerJoin(pipelineStages, eq(pipelineStages.id, prospects.pipeline_stage_id))
      .leftJoin(preapprovals, eq(preapprovals.id, prospects.preapproval_id))
      .leftJoin(rukans, eq(rukans.customer_id, prospects.customer_id))
      .where(and(where, before === null ? undefined : lt(prospects.id, before)))
      .orderBy(desc(prospects.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Etapa', kind: 'text', width: 18, value: (r) => r.stage },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.prospect(r.status) },
    { header: 'Criticidad', kind: 'text', value: (r) => statusLabel.criticality(r.criticality) },
    { header: 'Cliente', kind: 'text', width: 28, value: (r) => fullName(r.name, r.last_name) },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => formatRut(r.rut, r.rut_dv) },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Estado del cliente', kind: 'text', value: (r) => r.customer_status },
    { header: 'Subsidio', kind: 'text', value: (r) => r.subsidio },
    { header: 'Rukaneado', kind: 'bool', value: (r) => r.rukaneado },
    { header: 'Rukan vigente', kind: 'bool', value: (r) => r.rukan_current },
    { header: 'Tramo RSH', kind: 'text', value: (r) => r.tramo },
    { header: 'Preaprobación', kind: 'text', value: (r) => statusLabel.preapproval(r.preapproval) },
    { header: 'Codeudor', kind: 'text', width: 28, value: (r) => r.codebtor },
    { header: 'Descripción', kind: 'text', width: 40, value: (r) => r.description },
  ],
});
