import { groups } from './roles';
import { rule, STATUS_FLAG_ONLY, type RouteRule } from './route-rule';

const { sales, newsEditors, contactsMain, contactsOther, comments } = groups;

/** News, contacts and comments (spec §2, guards of §6). */
export const contentRoutes: readonly RouteRule[] = [
  // Spec §6 opens the list to the four sales roles only, but the news editors (issue 9: "NewsUser,
  // Admin and SuperAdmin manage news") need it to find what they edit: they are added.
  rule(
    '/news',
    ['Noticias'],
    'news',
    [...new Set([...sales(), ...newsEditors()])],
    STATUS_FLAG_ONLY,
  ),
  rule('/news/create', ['Noticias', 'Crear noticia'], 'news', newsEditors()),
  rule('/news/:id/details', ['Noticias', 'Detalle de noticia'], 'news', newsEditors()),
  rule('/contacts', ['Contactos', 'Formularios de proyectos'], 'contacts', contactsMain()),
  rule('/contacts/newsletter', ['Contactos', 'Newsletter'], 'contacts-newsletter', contactsOther()),
  rule('/contacts/enterprise', ['Contactos', 'Empresas'], 'contacts-enterprise', contactsOther()),
  rule(
    '/contacts/form-section',
    ['Contactos', 'Formulario de sección'],
    'contacts-form-section',
    contactsOther(),
  ),
  rule(
    '/contacts/form-home-section',
    ['Contactos', 'Formulario de inicio'],
    'contacts-form-home-section',
    contactsOther(),
  ),
  rule('/comments', ['Comentarios'], 'comments', comments()),
  rule('/comments/create', ['Comentarios', 'Crear comentario'], 'comments', comments()),
  rule('/comments/:id/details', ['Comentarios', 'Detalle de comentario'], 'comments', comments()),
];
