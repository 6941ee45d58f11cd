import { contactForms, projects, realStateAgencies } from '../../db/schema';
import { projectScope } from '../projects';
import { contactsFrom, contactsWhere } from './exports.contacts.repository';
import { contactParams } from './exports.params.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Contactos (spec §3: the per-project contact form), with the list's filters (agency, project,
// dates) and the requester's project scope; as xlsx or, when asked, csv.

export const contactsExport = sheetExport({
  type: 'contacts',
  operation: 'requestContactsMutation',
  fileBaseName: 'Contactos',
  id: contactForms.id,
  from: contactsFrom,
  format: (params) => contactParams.parse(params).format,
  where(viewer, params) {
    const p = contactParams.parse(params);
    return contactsWhere(projectScope.condition(viewer), p);
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
