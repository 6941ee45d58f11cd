import { describe, expect, it } from 'vitest';
import { MENU_SECTION_KEYS } from './sections';
import { menuTable } from './menu-table';
import { canAccessRoute, landingPath, matchRoute, routeRules } from './routes';
import { ALL_ROLES, subject } from './test-subjects';

// Spec §2, written out again on purpose: the table must hold exactly these screens.
const SPEC_ROUTES = [
  '/', '/forgot-password', '/reset-password/:token/:email', '/error-404', '/error-401',
  '/error-403', '/home', '/profile', '/users', '/users/create', '/users/:id/edit',
  '/users/:id/audits', '/permissions', '/permissions/:id/audits', '/roles', '/roles/:id/audits',
  '/projects', '/projects/create', '/projects/:id/edit', '/projects/:id/audits',
  '/projects/:id/webhooks', '/projects/:id/webhooks/audits', '/properties', '/properties/create',
  '/properties/:id/details', '/properties/:id/audits', '/parkinglots/:id/details',
  '/warehouses/:id/details', '/quotations', '/quotations/:id/details', '/quotations/:id/audits',
  '/bookings-requests', '/bookings-requests/:id/details', '/bookings-orders',
  '/bookings-orders/:id/details', '/promises-requests', '/promises-requests/:id/details',
  '/promises-orders', '/promises-orders/:id/details', '/business', '/:id/business-details',
  '/agencies', '/agencies/create', '/agencies/:id/edit', '/agencies/:id/audits', '/preapprovals',
  '/preapprovals/:id/details', '/news', '/news/create', '/news/:id/details', '/contacts',
  '/contacts/newsletter', '/contacts/enterprise', '/contacts/form-section',
  '/contacts/form-home-section', '/plans/create', '/plans/contract', '/plans/list', '/comments',
  '/comments/create', '/comments/:id/details',
  // Not in spec §2: issue 5's panel of the user's export jobs; issue 34's UF values, report of
  // cross-agency duplicate prospects and availability grid of a project's tower.
  '/exports', '/uf-values', '/business/duplicates', '/projects/:id/availability',
]; // prettier-ignore

const sample = (pattern: string) =>
  pattern.replace(/:([a-z]+)/g, (_m, name: string) => `x-${name}-42`);

describe('routeRules', () => {
  it('holds exactly the routes of spec §2, each once', () => {
    const patterns = routeRules.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('lets every rule match its own paths: no earlier rule shadows a later one', () => {
    for (const rule of routeRules) {
      const match = matchRoute(sample(rule.pattern));
      expect(match?.rule.pattern, rule.pattern).toBe(rule.pattern);
    }
  });

  it('gives Spanish breadcrumbs ending with the title, and real menu sections', () => {
    const menuKeys = new Set(
      menuTable.flatMap((e) => ('children' in e ? e.children.map((c) => c.key) : [e.key])),
    );
    for (const rule of routeRules) {
      expect(rule.crumbs.at(-1)).toBe(rule.title);
      expect(MENU_SECTION_KEYS).toContain(rule.section);
      if (rule.section !== 'none') expect(menuKeys.has(rule.section), rule.pattern).toBe(true);
    }
    expect(matchRoute('/users/5/edit')?.rule.crumbs).toEqual(['Usuarios', 'Editar usuario']);
    expect(matchRoute('/projects/5/webhooks/audits')?.rule.crumbs).toEqual([
      'Proyectos',
      'Webhooks',
      'Auditoría de webhooks',
    ]);
    expect(matchRoute('/bookings-orders')?.rule.title).toBe('Pagos de Reservas');
  });
});

describe('matchRoute', () => {
  it('prefers literal segments: create pages are not edit or details pages', () => {
    expect(matchRoute('/users/create')?.rule.pattern).toBe('/users/create');
    expect(matchRoute('/news/create')?.rule.pattern).toBe('/news/create');
    expect(matchRoute('/projects/create')?.rule.pattern).toBe('/projects/create');
    expect(matchRoute('/users/12/edit')).toMatchObject({
      rule: { pattern: '/users/:id/edit' },
      params: { id: '12' },
    });
  });

  it('reads parameters, decoding them', () => {
    expect(matchRoute('/reset-password/abc123/ana.perez%40inmobiliaria.cl')?.params).toEqual({
      token: 'abc123',
      email: 'ana.perez@inmobiliaria.cl',
    });
    expect(matchRoute('/77/business-details')?.params).toEqual({ id: '77' });
  });

  it('ignores query strings, hashes and a trailing slash', () => {
    expect(matchRoute('/quotations?page=2')?.rule.pattern).toBe('/quotations');
    expect(matchRoute('/quotations/#top')?.rule.pattern).toBe('/quotations');
    expect(matchRoute('/')?.rule.pattern).toBe('/');
  });

  it('matches nothing for unknown or malformed paths (→ 404)', () => {
    for (const path of ['/nope', '/users/12/edit/more', '/users//edit', '/users/%E0%A4%A/edit']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});

describe('landingPath', () => {
  it('sends PreapprovalUser to /preapprovals and everyone else to /home', () => {
    expect(landingPath(subject('PreapprovalUser'))).toBe('/preapprovals');
    for (const role of ['Admin', 'SuperAdmin', 'RealstateUser', 'NewsUser'] as const) {
      expect(landingPath(subject(role))).toBe('/home');
    }
    expect(landingPath(subject(null))).toBe('/home');
  });

  it('lands each role on a screen it may open', () => {
    for (const role of ALL_ROLES) {
      const s = subject(role);
      const match = matchRoute(landingPath(s));
      expect(match && canAccessRoute(match.rule, s), role).toBe(true);
    }
  });
});
