import { describe, expect, it } from 'vitest';
import { visibleMenu, type MenuEntry } from './menu';
import { canAccessRoute, matchRoute } from './routes';
import { ALL_ROLES, subject, withAllPermissions } from './test-subjects';

/** Leaf keys with their paths, groups flattened: what the person can click. */
const leaves = (menu: MenuEntry[]) =>
  Object.fromEntries(
    menu.flatMap((e) => e.children ?? [e]).map((entry) => [entry.key, entry.path]),
  );

const EVERYTHING = {
  home: '/home',
  business: '/business',
  projects: '/projects',
  properties: '/properties',
  quotations: '/quotations',
  'bookings-requests': '/bookings-requests',
  'bookings-orders': '/bookings-orders',
  'promises-requests': '/promises-requests',
  'promises-orders': '/promises-orders',
  preapprovals: '/preapprovals',
  agencies: '/agencies',
  'uf-values': '/uf-values',
  users: '/users',
  roles: '/roles',
  permissions: '/permissions',
  news: '/news',
  contacts: '/contacts',
  'contacts-newsletter': '/contacts/newsletter',
  'contacts-enterprise': '/contacts/enterprise',
  'contacts-form-section': '/contacts/form-section',
  'contacts-form-home-section': '/contacts/form-home-section',
  comments: '/comments',
  'plans-create': '/plans/create',
  'plans-list': '/plans/list',
  exports: '/exports',
};

const SALES_SIDE = {
  home: '/home',
  business: '/business',
  projects: '/projects',
  properties: '/properties',
  quotations: '/quotations',
  'bookings-requests': '/bookings-requests',
  'bookings-orders': '/bookings-orders',
  'promises-requests': '/promises-requests',
  'promises-orders': '/promises-orders',
  preapprovals: '/preapprovals',
  news: '/news',
  exports: '/exports',
};

describe('visibleMenu (spec §6)', () => {
  it('shows Admin everything without any permission', () => {
    expect(leaves(visibleMenu(subject('Admin')))).toEqual(EVERYTHING);
  });

  it('shows SuperAdmin everything its route guards open, news and contacts included', () => {
    expect(leaves(visibleMenu(subject('SuperAdmin')))).toEqual({
      home: '/home',
      news: '/news',
      contacts: '/contacts',
      'contacts-newsletter': '/contacts/newsletter',
      'contacts-enterprise': '/contacts/enterprise',
      'contacts-form-section': '/contacts/form-section',
      'contacts-form-home-section': '/contacts/form-home-section',
      comments: '/comments',
      exports: '/exports',
    });
  });

  it('always shows preapprovals to the Realstate roles, and nothing else without permissions', () => {
    for (const role of ['RealstateAdmin', 'RealstateUser', 'RealstateVendor'] as const) {
      expect(leaves(visibleMenu(subject(role))), role).toEqual({
        preapprovals: '/preapprovals',
        exports: '/exports',
      });
    }
  });

  it('gives RealstateAdmin and RealstateVendor the sales side, users, main contacts and plans', () => {
    for (const role of ['RealstateAdmin', 'RealstateVendor'] as const) {
      expect(leaves(visibleMenu(withAllPermissions(role))), role).toEqual({
        ...SALES_SIDE,
        users: '/users',
        contacts: '/contacts',
        'plans-create': '/plans/create',
        'plans-list': '/plans/list',
        exports: '/exports',
      });
    }
  });

  it('gives RealstateUser the sales side only', () => {
    expect(leaves(visibleMenu(withAllPermissions('RealstateUser')))).toEqual(SALES_SIDE);
  });

  it('never shows projects to PreapprovalUser, even when the guard would let it in', () => {
    expect(leaves(visibleMenu(withAllPermissions('PreapprovalUser')))).toEqual({
      preapprovals: '/preapprovals',
      exports: '/exports',
    });
    const flagOff = leaves(visibleMenu(withAllPermissions('PreapprovalUser', false)));
    expect(flagOff.projects).toBeUndefined();
    expect(flagOff.properties).toBe('/properties');
  });

  it('shows NewsUser news without the permission, contacts with it', () => {
    expect(leaves(visibleMenu(subject('NewsUser')))).toEqual({
      news: '/news',
      exports: '/exports',
    });
    expect(leaves(visibleMenu(withAllPermissions('NewsUser')))).toEqual({
      home: '/home',
      news: '/news',
      contacts: '/contacts',
      'contacts-newsletter': '/contacts/newsletter',
      'contacts-enterprise': '/contacts/enterprise',
      'contacts-form-section': '/contacts/form-section',
      'contacts-form-home-section': '/contacts/form-home-section',
      exports: '/exports',
    });
  });

  it('follows single permission names and points a group at its first visible child', () => {
    const menu = visibleMenu(subject('RealstateUser', { permissions: ['show-promise-orders'] }));
    const sales = menu.find((entry) => entry.key === 'sales');
    expect(sales?.path).toBe('/promises-orders');
    expect(sales?.children?.map((child) => child.key)).toEqual(['promises-orders']);
    const home = visibleMenu(subject('RealstateUser', { permissions: ['generals'] }));
    expect(leaves(home)).toEqual({
      home: '/home',
      preapprovals: '/preapprovals',
      exports: '/exports',
    });
  });

  it('shows nothing to a user without a role, whatever the permissions', () => {
    expect(visibleMenu(withAllPermissions(null))).toEqual([]);
  });

  it('never offers a screen the route guard would refuse (no 403 from the menu)', () => {
    for (const role of [...ALL_ROLES, null]) {
      for (const status of [true, false]) {
        const s = withAllPermissions(role, status);
        for (const entry of visibleMenu(s).flatMap((e) => [e, ...(e.children ?? [])])) {
          const match = matchRoute(entry.path);
          expect(match && canAccessRoute(match.rule, s), `${role} ${entry.path}`).toBe(true);
        }
      }
    }
  });

  it('labels entries in Spanish and groups them', () => {
    const labels = visibleMenu(subject('Admin')).map((entry) => entry.label);
    expect(labels).toEqual([
      'Inicio',
      'Negocios',
      'Proyectos',
      'Ventas',
      'Preaprobaciones',
      'Inmobiliarias',
      'Valores UF',
      'Usuarios',
      'Contenido',
      'Planes',
      'Exportaciones',
    ]);
  });

  it('offers Exportaciones to every role that may request an export, and to no one without a role', () => {
    for (const role of ALL_ROLES) {
      expect(leaves(visibleMenu(subject(role))).exports, role).toBe('/exports');
    }
    expect(
      leaves(visibleMenu(subject(null, { permissions: ['generals'] }))).exports,
    ).toBeUndefined();
  });
});
