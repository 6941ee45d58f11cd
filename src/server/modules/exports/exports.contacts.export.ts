import { and, eq, sql } from 'drizzle-orm';
import { contactForms, projects, realStateAgencies } from '../../db/schema';
import { projectScope } from '../projects';
import { contactParams, createdWithin } from './exports.params.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Contactos (spec §3: the per-project contact form), with the list's filters (agency, project,
// dates) and the requester's project scope; as xlsx or, when asked, csv.

export const contactsExport = sheetExport({
  type: 'contacts',
  operation: 'requestContactsMutation',
  fileBaseName: 'Contactos',
  id: contactForms.id,
  from: sql`${contactForms}
    join ${projects} on ${projects.id} = ${contactForms.project_id}
    join ${realStateAgencies} on ${realStateAgencies.id} = ${projects.real_state_agency_id}`,
  format: (params) => contactParams.parse(params).format,
  where(viewer, params) {
    const p = contactParams.parse(params);
    return and(
      projectScope.condition(viewer),
      p.project ? eq(contactForms.project_id, p.project) : undefined,
      p.real_state_agency ? eq(projects.real_state_agency_id, p.real_state_agency) : undefined,
      createdWithin(contactForms.created_at, p.date_init, p.date_end),
    );
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: contactForms.id },
    { header: 'Fecha', kind: 'datetime', sql: contactForms.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Inmobiliaria', kind: 'text', width: 24, sql: realStateAgencies.name },
    { header: 'Nombre', kind: 'text', width: 28, sql: contactForms.name },
    { header: 'RUT', kind: 'text', width: 13, sql: contactForms.rut },
    { header: 'Correo', kind: 'text', width: 30, sql: contactForms.email },
    { header: 'Teléfono', kind: 'text', width: 16, sql: contactForms.phone },
    { header: 'Consulta', kind: 'text', width: 50, sql: contactForms.query },
  ],
});
