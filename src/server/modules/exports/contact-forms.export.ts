import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  regions,
} from '../../db/schema';
import { fullName } from './export-labels';
import { createdWithin, dateParams } from './export-params';
import { sheetExport } from './sheet-export';

// The public site's other four forms (spec §3): newsletter, enterprise, form section and home
// form. They belong to no project or agency; only platform roles may export them (spec §6).

const before = (column: Parameters<typeof lt>[0], id: number | null): SQL | undefined =>
  id === null ? undefined : lt(column, id);

export const newsletterExport = sheetExport({
  type: 'contacts_newsletter',
  operation: 'requestContactsNewsletterMutation',
  fileBaseName: 'Contactos Newsletter',
  where: (_viewer, params) => {
    const p = dateParams.parse(params);
    return createdWithin(contactFormNewsletters.created_at, p.date_init, p.date_end);
  },
  async count(db, where) {
    const [row] = await db.select({ n: count() }).from(contactFormNewsletters).where(where);
    return row?.n ?? 0;
  },
  page: (db, where, after, limit) =>
    db
      .select({
        id: contactFormNewsletters.id,
        email: contactFormNewsletters.email,
        created_at: contactFormNewsletters.created_at,
      })
      .from(contactFormNewsletters)
      .where(and(where, before(contactFormNewsletters.id, after)))
      .orderBy(desc(contactFormNewsletters.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Correo', kind: 'text', width: 34, value: (r) => r.email },
  ],
});

export const enterpriseExport = sheetExport({
  type: 'contacts_enterprise',
  operation: 'requestContactsEnterpriseMutation',
  fileBaseName: 'Contactos Empresas',
  where: (_viewer, params) => {
    const p = dateParams.parse(params);
    return createdWithin(contactFormEnterprises.created_at, p.date_init, p.date_end);
  },
  async count(db, where) {
    const [row] = await db.select({ n: count() }).from(contactFormEnterprises).where(where);
    return row?.n ?? 0;
  },
  page: (db, where, after, limit) =>
    db
      .select()
      .from(contactFormEnterprises)
      .where(and(where, before(contactFormEnterprises.id, after)))
      .orderBy(desc(contactFormEnterprises.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    {
      header: 'Nombre',
      kind: 'text',
      width: 28,
      value: (r) => fullName(r.first_name, r.last_name),
    },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Empresa', kind: 'text', width: 24, value: (r) => r.enterprise },
    { header: 'Mensaje', kind: 'text', width: 50, value: (r) => r.message },
  ],
});

export const formSectionExport = sheetExport({
  type: 'contacts_form_section',
  operation: 'requestContactsFormMutation',
  fileBaseName: 'Contactos Formulario',
  where: (_viewer, params) => {
    const p = dateParams.parse(params);
    return createdWithin(contactFormSections.created_at, p.date_init, p.date_end);
  },
  async count(db, where) {
    const [row] = await db.select({ n: count() }).from(contactFormSections).where(where);
    return row?.n ?? 0;
  },
  page: (db, where, after, limit) =>
    db
      .select()
      .from(contactFormSections)
      .where(and(where, before(contactFormSections.id, after)))
      .orderBy(desc(contactFormSections.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Nombre', kind: 'text', width: 28, value: (r) => r.name },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Mensaje', kind: 'text', width: 50, value: (r) => r.message },
  ],
});

export const formHomeExport = sheetExport({
  type: 'contacts_form_home_section',
  operation: 'requestContactsFormHomeMutation',
  fileBaseName: 'Contactos Formulario Inicio',
  where: (_viewer, params) => {
    const p = dateParams.parse(params);
    return createdWithin(contactFormHomeSections.created_at, p.date_init, p.date_end);
  },
  async count(db, where) {
    const [row] = await db.select({ n: count() }).from(contactFormHomeSections).where(where);
    return row?.n ?? 0;
  },
  page: (db, where, after, limit) =>
    db
      .select({
        id: contactFormHomeSections.id,
        created_at: contactFormHomeSections.created_at,
        name: contactFormHomeSections.name,
        phone: contactFormHomeSections.phone,
        email: contactFormHomeSections.email,
        rut: contactFormHomeSections.rut,
        method: contactFormHomeSections.method_contact,
        salary: contactFormHomeSections.salary,
        region: regions.name,
      })
      .from(contactFormHomeSections)
      .leftJoin(regions, eq(regions.id, contactFormHomeSections.region_id))
      .where(and(where, before(contactFormHomeSections.id, after)))
      .orderBy(desc(contactFormHomeSections.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Nombre', kind: 'text', width: 28, value: (r) => r.name },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => r.rut },
    { header: 'Medio de contacto', kind: 'text', value: (r) => r.method },
    { header: 'Renta', kind: 'text', width: 26, value: (r) => r.salary },
    { header: 'Región', kind: 'text', width: 24, value: (r) => r.region },
  ],
});
