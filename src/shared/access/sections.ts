/**
 * Keys of the menu entries (groups and leaves). A route names the leaf to highlight; 'none' is for
 * screens outside the menu (login, errors, profile).
 */
export const MENU_SECTION_KEYS = [
  'none',
  'home',
  'business',
  'projects-group',
  'projects',
  'properties',
  'sales',
  'quotations',
  'bookings-requests',
  'bookings-orders',
  'promises-requests',
  'promises-orders',
  'preapprovals',
  'agencies',
  'uf-values',
  'users-group',
  'users',
  'roles',
  'permissions',
  'content',
  'news',
  'contacts',
  'contacts-newsletter',
  'contacts-enterprise',
  'contacts-form-section',
  'contacts-form-home-section',
  'comments',
  'plans',
  'plans-create',
  'plans-list',
  'exports',
] as const;

export type MenuSectionKey = (typeof MENU_SECTION_KEYS)[number];
