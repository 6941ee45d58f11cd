import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  regions,
} from '../../db/schema';
import {
  enterpriseFrom,
  formHomeFrom,
  formSectionFrom,
  newsletterFrom,
} from './exports.contact-forms.repository';
import { createdWithin, dateParams } from './exports.params.repository';
import { fullNameSql } from './exports.sql.repository';
import { sheetExport } from './exports.sheet-export.repository';

// The public site's other four forms (spec §3): newsletter, enterprise, form section and home
// form. They belong to no project or agency; only platform roles may export them (spec §6).

const sentWithin =
  (column: Parameters<typeof createdWithin>[0]) =>
  (_viewer: unknown, params: Record<string, unknown>) => {
    const p = dateParams.parse(params);
    return createdWithin(column, p.date_init, p.date_end);
  };

export const newsletterExport = sheetExport({
  type: 'contacts_newsletter',
  operation: 'requestContactsNewsletterMutation',
  fileBaseName: 'Contactos Newsletter',
  id: contactFormNewsletters.id,
  from: newsletterFrom,
  where: sentWithin(contactFormNewsletters.created_at),
  columns: () => [
    { header: 'ID', kind: 'int', sql: contactFormNewsletters.id },
    { header: 'Fecha', kind: 'datetime', sql: contactFormNewsletters.created_at },
    { header: 'Correo', kind: 'text', width: 34, sql: contactFormNewsletters.email },
  ],
});

export const enterpriseExport = sheetExport({
  type: 'contacts_enterprise',
  operation: 'requestContactsEnterpriseMutation',
  fileBaseName: 'Contactos Empresas',
  id: contactFormEnterprises.id,
  from: enterpriseFrom,
  where: sentWithin(contactFormEnterprises.created_at),
  columns: () => [
    { header: 'ID', kind: 'int', sql: contactFormEnterprises.id },
    { header: 'Fecha', kind: 'datetime', sql: contactFormEnterprises.created_at },
    { header: 'Nombre', kind: 'text', width: 28, sql: fullNameSql(contactFormEnterprises.first_name, contactFormEnterprises.last_name) }, // prettier-ignore
    { header: 'Correo', kind: 'text', width: 30, sql: contactFormEnterprises.email },
    { header: 'Teléfono', kind: 'text', width: 16, sql: contactFormEnterprises.phone },
    { header: 'Empresa', kind: 'text', width: 24, sql: contactFormEnterprises.enterprise },
    { header: 'Mensaje', kind: 'text', width: 50, sql: contactFormEnterprises.message },
  ],
});

export const formSectionExport = sheetExport({
  type: 'contacts_form_section',
  operation: 'requestContactsFormMutation',
  fileBaseName: 'Contactos Formulario',
  id: contactFormSections.id,
  from: formSectionFrom,
  where: sentWithin(contactFormSections.created_at),
  columns: () => [
    { header: 'ID', kind: 'int', sql: contactFormSections.id },
    { header: 'Fecha', kind: 'datetime', sql: contactFormSections.created_at },
    { header: 'Nombre', kind: 'text', width: 28, sql: contactFormSections.name },
    { header: 'Correo', kind: 'text', width: 30, sql: contactFormSections.email },
    { header: 'Mensaje', kind: 'text', width: 50, sql: contactFormSections.message },
  ],
});

export const formHomeExport = sheetExport({
  type: 'contacts_form_home_section',
  operation: 'requestContactsFormHomeMutation',
  fileBaseName: 'Contactos Formulario Inicio',
  id: contactFormHomeSections.id,
  from: formHomeFrom,
  where: sentWithin(contactFormHomeSections.created_at),
  columns: () => [
    { header: 'ID', kind: 'int', sql: contactFormHomeSections.id },
    { header: 'Fecha', kind: 'datetime', sql: contactFormHomeSections.created_at },
    { header: 'Nombre', kind: 'text', width: 28, sql: contactFormHomeSections.name },
    { header: 'Teléfono', kind: 'text', width: 16, sql: contactFormHomeSections.phone },
    { header: 'Correo', kind: 'text', width: 30, sql: contactFormHomeSections.email },
    { header: 'RUT', kind: 'text', width: 13, sql: contactFormHomeSections.rut },
    { header: 'Medio de contacto', kind: 'text', sql: contactFormHomeSections.method_contact },
    { header: 'Renta', kind: 'text', width: 26, sql: contactFormHomeSections.salary },
    { header: 'Región', kind: 'text', width: 24, sql: regions.name },
  ],
});
