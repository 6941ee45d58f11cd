import { describe, expect, it } from 'vitest';
import type { RoleName } from './roles';
import { canAccessRoute, matchRoute, routeRules } from './routes';
import { ALL_ROLES, subject } from './test-subjects';

// The guard table of spec §6, row by row, written out independently of the policy.
const FOUR: RoleName[] = ['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor'];
const MANAGERS: RoleName[] = ['Admin', 'RealstateAdmin', 'RealstateVendor'];
const ADMIN: RoleName[] = ['Admin'];

interface Row {
  area: string;
  paths: string[];
  allowed: readonly RoleName[];
  statusFlagOnly?: boolean;
}

const ROWS: Row[] = [
  { area: '/home', paths: ['/home'], allowed: ALL_ROLES.filter((r) => r !== 'PreapprovalUser') },
  {
    area: 'users routes',
    paths: ['/users', '/users/create', '/users/7/edit', '/users/7/audits'],
    allowed: MANAGERS,
  },
  {
    area: 'permissions and roles, incl. audits',
    paths: ['/permissions', '/permissions/3/audits', '/roles', '/roles/3/audits'],
    allowed: ADMIN,
  },
  { area: 'projects and properties lists', paths: ['/projects', '/properties', '/projects/5/availability'], allowed: FOUR, statusFlagOnly: true },
  {
    area: 'project create, edit, audits',
    paths: ['/projects/create', '/projects/5/edit', '/projects/5/audits'],
    allowed: MANAGERS,
  },
  {
    area: 'project webhooks and audits; property audits',
    paths: ['/projects/5/webhooks', '/projects/5/webhooks/audits', '/properties/9/audits'],
    allowed: ADMIN,
  },
  {
    area: 'property create and details; parking lot and warehouse details',
    paths: ['/properties/create', '/properties/9/details', '/parkinglots/4/details', '/warehouses/4/details'],
    allowed: FOUR,
  },
  { area: 'quotations list and details', paths: ['/quotations', '/quotations/8/details'], allowed: FOUR },
  { area: 'quotation audits', paths: ['/quotations/8/audits'], allowed: MANAGERS },
  {
    area: 'booking and promise requests and orders',
    paths: [
      '/bookings-requests', '/bookings-requests/1/details', '/bookings-orders',
      '/bookings-orders/1/details', '/promises-requests', '/promises-requests/1/details',
      '/promises-orders', '/promises-orders/1/details',
    ],
    allowed: FOUR,
  },
  { area: 'business', paths: ['/business', '/31/business-details'], allowed: FOUR },
  { area: 'cross-agency duplicate prospects (issue 34)', paths: ['/business/duplicates'], allowed: ADMIN },
  {
    area: 'agencies (all)',
    paths: ['/agencies', '/agencies/create', '/agencies/2/edit', '/agencies/2/audits'],
    allowed: ADMIN,
  },
  { area: 'UF values', paths: ['/uf-values'], allowed: ADMIN },
  { area: 'preapprovals list', paths: ['/preapprovals'], allowed: ['PreapprovalUser', ...FOUR] },
  { area: 'preapprovals details', paths: ['/preapprovals/2/details'], allowed: ['Admin', 'PreapprovalUser'] },
  { area: 'news list (plus the news editors)', paths: ['/news'], allowed: [...FOUR, 'SuperAdmin', 'NewsUser'], statusFlagOnly: true },
  { area: 'news create and details', paths: ['/news/create', '/news/6/details'], allowed: ['Admin', 'SuperAdmin', 'NewsUser'] },
  {
    area: 'contacts main',
    paths: ['/contacts'],
    allowed: ['Admin', 'SuperAdmin', 'NewsUser', 'RealstateAdmin', 'RealstateVendor'],
  },
  {
    area: 'newsletter, enterprise, form-section, form-home-section',
    paths: ['/contacts/newsletter', '/contacts/enterprise', '/contacts/form-section', '/contacts/form-home-section'],
    allowed: ['Admin', 'SuperAdmin', 'NewsUser'],
  },
  { area: 'plans routes', paths: ['/plans/create', '/plans/contract', '/plans/list'], allowed: MANAGERS },
  { area: 'comments routes', paths: ['/comments', '/comments/create', '/comments/4/details'], allowed: ['Admin', 'SuperAdmin'] },
  { area: '/profile', paths: ['/profile'], allowed: ALL_ROLES },
  { area: '/exports (issue 5)', paths: ['/exports'], allowed: ALL_ROLES },
]; // prettier-ignore

const PUBLIC = ['/', '/forgot-password', '/reset-password/t0k3n/ana%40correo.cl', '/error-404', '/error-401', '/error-403']; // prettier-ignore

function ruleOf(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match.rule;
}

describe('route guards (spec §6)', () => {
  it.each(ROWS)('$area: exactly the listed roles pass when the status flag is set', (row) => {
    for (const path of row.paths) {
      for (const role of ALL_ROLES) {
        const allowed = canAccessRoute(ruleOf(path), subject(role));
        expect(allowed, `${role} on ${path}`).toBe(row.allowed.includes(role));
      }
      expect(canAccessRoute(ruleOf(path), null), `signed out on ${path}`).toBe(false);
    }
  });

  it.each(ROWS)('$area: with the status flag off only status-flag rows open up', (row) => {
    for (const path of row.paths) {
      for (const role of ALL_ROLES) {
        const allowed = canAccessRoute(ruleOf(path), subject(role, { status: false }));
        expect(allowed, `${role} on ${path}`).toBe(
          row.statusFlagOnly || row.allowed.includes(role),
        );
      }
    }
  });

  it('lets anyone signed in pass a status-flag row when the flag is off, even without a role', () => {
    for (const path of ['/projects', '/properties', '/news']) {
      expect(canAccessRoute(ruleOf(path), subject(null, { status: false }))).toBe(true);
      expect(canAccessRoute(ruleOf(path), subject(null, { status: true }))).toBe(false);
      expect(canAccessRoute(ruleOf(path), null)).toBe(false);
    }
  });

  it('opens /profile to any signed-in user, with or without a role', () => {
    expect(canAccessRoute(ruleOf('/profile'), subject(null))).toBe(true);
  });

  it('opens the public screens to everyone', () => {
    for (const path of PUBLIC) {
      expect(canAccessRoute(ruleOf(path), null), path).toBe(true);
      expect(canAccessRoute(ruleOf(path), subject('NewsUser')), path).toBe(true);
    }
  });

  it('covers every route of the table with a row above or as public', () => {
    const tested = new Set(
      [...ROWS.flatMap((row) => row.paths), ...PUBLIC].map((p) => ruleOf(p).pattern),
    );
    expect(routeRules.filter((rule) => !tested.has(rule.pattern))).toEqual([]);
  });
});
