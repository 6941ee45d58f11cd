import type { AccessSubject, RoleName } from '../../shared/access';
import type { NotificationItem, ShellProfile } from '../shell-types';

/** Permission names a seeded user of each role typically holds (spec §6 menu names). */
const realstatePermissions = [
  'generals',
  'show-business',
  'show-projects',
  'show-properties',
  'show-quotations',
  'show-bookingrequest',
  'show-bookingorder',
  'show-promise-requests',
  'show-promise-orders',
  'show-contacts',
];

export const subjects: Record<RoleName, AccessSubject> = {
  Admin: { role: 'Admin', permissions: ['generals'], status: true },
  SuperAdmin: { role: 'SuperAdmin', permissions: ['generals'], status: true },
  RealstateAdmin: {
    role: 'RealstateAdmin',
    permissions: [...realstatePermissions, 'show-users'],
    status: true,
  },
  RealstateUser: { role: 'RealstateUser', permissions: realstatePermissions, status: true },
  RealstateVendor: {
    role: 'RealstateVendor',
    permissions: [...realstatePermissions, 'show-users'],
    status: true,
  },
  PreapprovalUser: { role: 'PreapprovalUser', permissions: ['show-preapprovals'], status: true },
  NewsUser: {
    role: 'NewsUser',
    permissions: [
      'generals',
      'news',
      'see-news',
      'show-contacts-newsletter',
      'show-contacts-enterprise',
    ],
    status: true,
  },
};

export const profiles: Record<RoleName, ShellProfile> = {
  Admin: { name: 'Catalina', last_name: 'Muñoz Rojas', email: 'catalina.munoz@subsidio.cl' },
  SuperAdmin: { name: 'Ignacio', last_name: 'Fuentes Araya', email: 'ignacio.fuentes@subsidio.cl' },
  RealstateAdmin: {
    name: 'María José',
    last_name: 'Fernández Villalobos',
    email: 'mjfernandez@inmobiliariaandes.cl',
  },
  RealstateUser: {
    name: 'Felipe',
    last_name: 'Contreras Soto',
    email: 'fcontreras@inmobiliariaandes.cl',
  },
  RealstateVendor: {
    name: 'Javiera',
    last_name: 'Pérez Valenzuela',
    email: 'jperez@constructorapacifico.cl',
  },
  PreapprovalUser: { name: 'Rodrigo', last_name: 'Tapia Morales', email: 'rtapia@bancohogar.cl' },
  NewsUser: { name: 'Valentina', last_name: 'Godoy Sepúlveda', email: 'vgodoy@subsidio.cl' },
};

export const sampleNotifications: NotificationItem[] = [
  {
    id: '101',
    title: 'Nueva solicitud de reserva',
    message: 'Camila Rojas reservó el departamento 1204 de Parque Los Aromos.',
    url: '/home',
  },
  {
    id: '102',
    title: 'Exportación lista',
    message: 'El archivo de cotizaciones de marzo está listo para descargar.',
  },
  {
    id: '103',
    title: 'Preaprobación actualizada',
    message: 'La preaprobación de Sebastián Núñez pasó a «Aprobada».',
  },
];
