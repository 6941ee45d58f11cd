import { and, count, desc, eq, lt } from 'drizzle-orm';
import { contactForms, projects, realStateAgencies } from '../../db/schema';
import { projectScope } from '../projects/project-scope';
import { contactParams, createdWithin } from './export-params';
import { sheetExport } from './sheet-export';

// Contactos (spec §3: the per-project contact form), with the list's filters (agency, project,
// dates) and the requester's project scope; as xlsx or, when asked, csv.

export const contactsExport = sheetExport({
  type: 'contacts',
  operation: 'requestContactsMutation',
  fileBaseName: 'Contactos',
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
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(contactForms)
      .innerJoin(projects, eq(projects.id, contactForms.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: contactForms.id,
        created_at: contactForms.created_at,
        project: projects.name,
        agency: realStateAgencies.name,
        name: contactForms.name,
        rut: contactForms.rut,
        email: contactForms.email,
        phone: contactForms.phone,
        query: contactForms.query,
      })
      .from(contactForms)
      .innerJoin(projects, eq(projects.id, contactForms.project_id))
      .innerJoin(realStateAgencies, eq(realStateAgencies.id, projects.real_state_agency_id))
      .where(and(where, before === null ? undefined : lt(contactForms.id, before)))
      .orderBy(desc(contactForms.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Inmobiliaria', kind: 'text', width: 24, value: (r) => r.agency },
    { header: 'Nombre', kind: 'text', width: 28, value: (r) => r.name },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => r.rut },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Consulta', kind: 'text', width: 50, value: (r) => r.query },
  ],
});
