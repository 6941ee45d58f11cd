import { leaf, type MenuGroupDef, type MenuLeafDef } from './menu-def';
import { canRunOperation, operationPolicy } from './operations';
import { ROLES } from './roles';

/** The request…File and requestContacts… mutations: each asks for an asynchronous export. */
const EXPORT_REQUESTS = Object.keys(operationPolicy).filter((name) => /^request[A-Z]/.test(name));

/** "Exportaciones" is offered to every role that may request at least one export. */
const EXPORTING_ROLES = ROLES.filter((role) =>
  EXPORT_REQUESTS.some((name) => canRunOperation(name, { role, permissions: [], status: true })),
);

/** The whole menu in display order (horizontal menu left to right). */
export const menuTable: readonly (MenuLeafDef | MenuGroupDef)[] = [
  leaf('home', 'Inicio', 'House', ['/home'], ['generals']),
  leaf('business', 'Negocios', 'Handshake', ['/business'], ['show-business']),
  {
    key: 'projects-group',
    label: 'Proyectos',
    icon: 'Building',
    children: [
      leaf('projects', 'Proyectos', 'Building', ['/projects'], ['show-projects'], {
        neverFor: ['PreapprovalUser'],
      }),
      leaf('properties', 'Propiedades', 'DoorOpen', ['/properties'], ['show-properties']),
    ],
  },
  {
    key: 'sales',
    label: 'Ventas',
    icon: 'ShoppingCart',
    children: [
      leaf('quotations', 'Cotizaciones', 'FileText', ['/quotations'], ['show-quotations']),
      leaf(
        'bookings-requests',
        'Solicitud de Reservas',
        'CalendarCheck',
        ['/bookings-requests'],
        ['show-bookingrequest'],
      ),
      leaf(
        'bookings-orders',
        'Pagos de Reservas',
        'CreditCard',
        ['/bookings-orders'],
        ['show-bookingorder'],
      ),
      leaf(
        'promises-requests',
        'Solicitud de Promesas',
        'Signature',
        ['/promises-requests'],
        ['show-promise-requests'],
      ),
      leaf(
        'promises-orders',
        'Pagos de Promesas',
        'Wallet',
        ['/promises-orders'],
        ['show-promise-orders'],
      ),
    ],
  },
  leaf('preapprovals', 'Preaprobaciones', 'BadgeCheck', ['/preapprovals'], ['show-preapprovals'], {
    alwaysFor: ['RealstateAdmin', 'RealstateUser', 'RealstateVendor'],
  }),
  leaf('agencies', 'Inmobiliarias', 'Landmark', ['/agencies'], ['show-agencies', 'create-agency']),
  leaf('uf-values', 'Valores UF', 'Coins', ['/uf-values'], [], { alwaysFor: ['Admin'] }),
  {
    key: 'users-group',
    label: 'Usuarios',
    icon: 'Users',
    children: [
      leaf('users', 'Usuarios', 'Users', ['/users'], ['show-users']),
      leaf('roles', 'Roles', 'UserCog', ['/roles'], ['show-roles']),
      leaf('permissions', 'Permisos', 'ShieldCheck', ['/permissions'], ['show-permissions']),
    ],
  },
  {
    key: 'content',
    label: 'Contenido',
    icon: 'Newspaper',
    children: [
      // NewsUser always sees news: the list, which the route table opens to the news editors.
      leaf('news', 'Noticias', 'Newspaper', ['/news', '/news/create'], ['news', 'see-news'], {
        alwaysFor: ['NewsUser'],
      }),
      leaf('contacts', 'Contactos', 'Contact', ['/contacts'], ['show-contacts']),
      leaf(
        'contacts-newsletter',
        'Newsletter',
        'Mails',
        ['/contacts/newsletter'],
        ['show-contacts-newsletter'],
      ),
      leaf(
        'contacts-enterprise',
        'Empresas',
        'Building',
        ['/contacts/enterprise'],
        ['show-contacts-enterprise'],
      ),
      leaf(
        'contacts-form-section',
        'Formulario de sección',
        'ClipboardList',
        ['/contacts/form-section'],
        ['show-contacts-form-section'],
      ),
      leaf(
        'contacts-form-home-section',
        'Formulario de inicio',
        'Inbox',
        ['/contacts/form-home-section'],
        ['show-contacts-form-home-section'],
      ),
      leaf('comments', 'Comentarios', 'MessageSquareQuote', ['/comments'], ['show-comments']),
    ],
  },
  {
    key: 'plans',
    label: 'Planes',
    icon: 'Package',
    children: [
      leaf('plans-create', 'Contrata tu plan', 'ReceiptText', ['/plans/create'], ['generals']),
      // The page is «Proyectos» (spec §2); in the menu and on /home that would read like /projects.
      leaf('plans-list', 'Planes por proyecto', 'ListChecks', ['/plans/list'], ['generals']),
    ],
  },
  leaf('exports', 'Exportaciones', 'FileDown', ['/exports'], [], { alwaysFor: EXPORTING_ROLES }),
];

/** Every permission name the menu reads (spec §6): system permissions that cannot be deleted. */
export const MENU_PERMISSIONS: readonly string[] = [
  ...new Set(
    menuTable.flatMap((entry) =>
      'children' in entry ? entry.children.flatMap((c) => c.permissions) : entry.permissions,
    ),
  ),
];
