// The five contact lists of spec §2/§3, one definition each: titles, empty texts and the columns
// of its form. The one list view (contacts-list-view.tsx) draws any of them.
import type { ColumnDef } from '@tanstack/react-table';
import { Text } from '@chakra-ui/react';
import {
  dateColumn,
  emailColumn,
  messageColumn,
  nameColumn,
  phoneColumn,
  rutColumn,
  textColumn,
} from './contact-cells';
import type {
  EnterpriseRow,
  FormSectionRow,
  HomeSectionRow,
  NewsletterRow,
  ProjectContactRow,
} from './contacts.types';

export interface ContactKind<T> {
  title: string;
  description: string;
  /** The table's accessible name. */
  caption: string;
  emptyText: { none: string; noMatch: string };
  columns: ColumnDef<T, unknown>[];
}

export const projectContactKind: ContactKind<ProjectContactRow> = {
  title: 'Formularios de proyectos',
  description: 'Las consultas que dejaron en la página de cada proyecto, la más reciente primero.',
  caption: 'Contactos de proyectos',
  emptyText: {
    none: 'Aún no hay contactos de proyectos.',
    noMatch: 'Ningún contacto coincide con los filtros.',
  },
  columns: [
    nameColumn((row) => row.name),
    rutColumn(),
    emailColumn(),
    phoneColumn(),
    messageColumn('query', 'Consulta', (row) => row.query),
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => (
        <Text minW="40" lineClamp={2}>
          {row.original.project?.name ?? '—'}
        </Text>
      ),
    },
    dateColumn(),
  ],
};

export const newsletterKind: ContactKind<NewsletterRow> = {
  title: 'Newsletter',
  description: 'Quienes se suscribieron al boletín en el sitio, el más reciente primero.',
  caption: 'Suscripciones al newsletter',
  emptyText: {
    none: 'Aún no hay suscripciones al newsletter.',
    noMatch: 'Ninguna suscripción en esas fechas.',
  },
  columns: [emailColumn(), dateColumn()],
};

export const enterpriseKind: ContactKind<EnterpriseRow> = {
  title: 'Empresas',
  description: 'Empresas que pidieron contacto (convenios para sus trabajadores, por ejemplo).',
  caption: 'Contactos de empresas',
  emptyText: {
    none: 'Aún no hay contactos de empresas.',
    noMatch: 'Ningún contacto de empresa en esas fechas.',
  },
  columns: [
    nameColumn((row) => [row.first_name, row.last_name].join(' ').trim()),
    textColumn('enterprise', 'Empresa', (row) => row.enterprise),
    emailColumn(),
    phoneColumn(),
    messageColumn('message', 'Mensaje', (row) => row.message),
    dateColumn(),
  ],
};

export const formSectionKind: ContactKind<FormSectionRow> = {
  title: 'Formulario de sección',
  description: 'Los mensajes del formulario de contacto de las secciones del sitio.',
  caption: 'Contactos del formulario de sección',
  emptyText: {
    none: 'Aún no hay mensajes del formulario de sección.',
    noMatch: 'Ningún mensaje en esas fechas.',
  },
  columns: [
    nameColumn((row) => row.name),
    emailColumn(),
    messageColumn('message', 'Mensaje', (row) => row.message),
    dateColumn(),
  ],
};

export const homeSectionKind: ContactKind<HomeSectionRow> = {
  title: 'Formulario de inicio',
  description: 'Quienes dejaron sus datos en la portada del sitio para que los contacten.',
  caption: 'Contactos del formulario de inicio',
  emptyText: {
    none: 'Aún no hay contactos del formulario de inicio.',
    noMatch: 'Ningún contacto en esas fechas.',
  },
  columns: [
    nameColumn((row) => row.name),
    rutColumn(),
    emailColumn(),
    phoneColumn(),
    textColumn('method_contact', 'Contactar por', (row) => row.method_contact),
    textColumn('salary', 'Renta declarada', (row) => row.salary),
    textColumn('region', 'Región', (row) => row.region?.name),
    dateColumn(),
  ],
};
