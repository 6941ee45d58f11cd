import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AgenciesDocument,
  BookingOrdersDocument,
  BookingRequestsDocument,
  CommentsDocument,
  MeDocument,
  NewsDocument,
  ParkingLotsDocument,
  PermissionsDocument,
  PreapprovalsDocument,
  PromiseOrdersDocument,
  PromiseRequestsDocument,
  ProjectsDocument,
  PropertiesDocument,
  ProspectsDocument,
  QuotationsDocument,
  RolesDocument,
  UsersDocument,
  WarehousesDocument,
} from '../../graphql/generated/client/graphql';
import { registeredRoutes } from '../../src/app/registered-routes';
import {
  canAccessRoute,
  isRoleName,
  matchRoute,
  type AccessSubject,
} from '../../src/shared/access';
import { apiToken, logIn, queryOperation } from './helpers';

// The SPA as built, under the server's Content-Security-Policy: an Admin opens every screen the
// policy lets them open (with a real record of each kind) and the browser blocks nothing.

/** Every CSP (or Permissions-Policy) complaint of the page: its DOM events and Chromium's console. */
async function policyViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report: unknown = Reflect.get(window, 'reportPolicyViolation');
      if (typeof report === 'function') {
        report(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`);
      }
    });
  });
  // Chromium reports a blocked load as an error, an unknown Permissions-Policy feature as a warning.
  page.on('console', (message) => {
    const text = message.text();
    const blocked = message.type() === 'error' && /content security policy/i.test(text);
    if (blocked || /permissions-policy/i.test(text)) found.push(`${page.url()}: ${text}`);
  });
  return found;
}

/** One real id of every kind of record a details or edit screen opens, keyed by route prefix. */
async function recordIds(request: APIRequestContext, token: string) {
  const q = <R, V>(document: Parameters<typeof queryOperation<R, V>>[2], variables: V) =>
    queryOperation(request, token, document, variables);
  const first = (rows: ReadonlyArray<{ id: string }>, kind: string) => {
    if (!rows[0]) throw new Error(`la demo no tiene ${kind}`);
    return rows[0].id;
  };
  const [users, roles, permissions, agencies, projects, properties, parkinglots, warehouses] =
    await Promise.all([
      q(UsersDocument, {}).then((r) => first(r.users.data, 'usuarios')),
      q(RolesDocument, {}).then((r) => first(r.roles, 'roles')),
      q(PermissionsDocument, {}).then((r) => first(r.permissions, 'permisos')),
      q(AgenciesDocument, {}).then((r) => first(r.realstateagencies.data, 'inmobiliarias')),
      q(ProjectsDocument, {}).then((r) => first(r.projects.data, 'proyectos')),
      q(PropertiesDocument, {}).then((r) => first(r.properties.data, 'viviendas')),
      q(ParkingLotsDocument, {}).then((r) => first(r.parkinglots.data, 'estacionamientos')),
      q(WarehousesDocument, {}).then((r) => first(r.warehouses.data, 'bodegas')),
    ]);
  const [quotations, bookingRequests, bookingOrders, promiseRequests, promiseOrders] =
    await Promise.all([
      q(QuotationsDocument, {}).then((r) => first(r.quotations.data, 'cotizaciones')),
      q(BookingRequestsDocument, {}).then((r) => first(r.bookingrequests.data, 'reservas')),
      q(BookingOrdersDocument, {}).then((r) => first(r.bookingorders.data, 'órdenes')),
      q(PromiseRequestsDocument, {}).then((r) => first(r.promiserequests.data, 'promesas')),
      q(PromiseOrdersDocument, {}).then((r) => first(r.promiseorders.data, 'órdenes')),
    ]);
  const [preapprovals, prospects, news, comments] = await Promise.all([
    q(PreapprovalsDocument, {}).then((r) => first(r.preapprovals.data, 'preaprobaciones')),
    q(ProspectsDocument, {}).then((r) => first(r.prospects.data, 'negocios')),
    q(NewsDocument, {}).then((r) => first(r.news.data, 'noticias')),
    q(CommentsDocument, {}).then((r) => first(r.comments.data, 'comentarios')),
  ]);
  return {
    '/users': users,
    '/roles': roles,
    '/permissions': permissions,
    '/agencies': agencies,
    '/projects': projects,
    '/properties': properties,
    '/parkinglots': parkinglots,
    '/warehouses': warehouses,
    '/quotations': quotations,
    '/bookings-requests': bookingRequests,
    '/bookings-orders': bookingOrders,
    '/promises-requests': promiseRequests,
    '/promises-orders': promiseOrders,
    '/preapprovals': preapprovals,
    '/': prospects,
    '/news': news,
    '/comments': comments,
  } satisfies Record<string, string>;
}

interface Screen {
  path: string;
  /** The breadcrumb's last crumb, shown once the screen (not the previous one) is up. */
  title: string;
}

/** The Admin's screens: every signed-in page of the router the policy opens to them. */
async function adminScreens(request: APIRequestContext, token: string): Promise<Screen[]> {
  const { me } = await queryOperation(request, token, MeDocument, {});
  const role = me.roles[0]?.name;
  const subject: AccessSubject = {
    role: isRoleName(role) ? role : null,
    permissions: me.permissions.map((p) => p.name),
    status: me.status,
  };
  const ids: Record<string, string> = await recordIds(request, token);
  return registeredRoutes
    .filter((route) => route.layout === 'shell')
    .flatMap(({ pattern }) => {
      const prefix = pattern.startsWith('/:id') ? '/' : (/^\/[^/]+/.exec(pattern)?.[0] ?? '');
      const path = pattern.replace(':id', ids[prefix] ?? ':id');
      if (path.includes(':')) throw new Error(`sin registro para ${pattern}`);
      const match = matchRoute(path);
      return match && canAccessRoute(match.rule, subject)
        ? [{ path, title: match.rule.title }]
        : [];
    });
}

/**
 * Opens a screen the way the menu does (client-side: wouter follows history.pushState), which
 * keeps a run of sixty screens fast; the document and its policy stay those of the server.
 */
async function visit(page: Page, { path, title }: Screen) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  // Some lists add their default filter to the query string.
  await expect(page).toHaveURL((url) => url.pathname === path);
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('listitem').last()).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Signs the Admin in, watching the page for policy violations from its first document on. */
async function signedInAdmin(page: Page): Promise<string[]> {
  const violations = await policyViolations(page);
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  return violations;
}

// The smallest valid PNG: real image bytes, so the server's content check accepts the cover.
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the dashboard, the realtime channel and images work under the policy', async ({
  page,
}, testInfo) => {
  const login = await page.goto('/');
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The realtime channel (same-origin ws:) gets through connect-src and the origin check.
  const acknowledged = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('connection_ack')) resolve();
      }),
    ),
  );
  const violations = await signedInAdmin(page);
  await acknowledged;

  // The charts draw (emotion's runtime styles, canvas) and one downloads as a data: PNG.
  await expect(page.locator('[data-drawn="true"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  const chart = page.getByRole('region', { name: 'Embudo de ventas' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chart.getByRole('button', { name: 'Descargar PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);

  // A chosen cover is previewed from a blob: URL; once saved, it comes back from /storage.
  await visit(page, { path: '/news/create', title: 'Crear noticia' });
  await page.getByRole('textbox', { name: /^Título/ }).fill(`Política de contenido ${Date.now()}`);
  await page.getByRole('textbox', { name: /^Subtítulo/ }).fill('Portada servida por el servidor');
  await page.getByRole('textbox', { name: 'Cuerpo' }).click();
  await page.keyboard.type('Entrega de llaves en Temuco.');
  await page.getByRole('textbox', { name: /^Fecha/ }).fill('21-07-2025');
  await page
    .getByLabel('Portada', { exact: true })
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: COVER });
  const preview = page.getByAltText('Vista previa de portada');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.getByRole('checkbox', { name: 'Subsidios', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Crear noticia' }).click();
  await expect(page).toHaveURL(/\/news\/\d+\/details$/);
  await expect(preview).toHaveAttribute('src', /\/storage\//);
  await expect(preview).toHaveJSProperty('naturalWidth', 1);

  expect(violations).toEqual([]);
});

// Two halves, so the two workers share the screens.
for (const part of [0, 1]) {
  test(`every screen the Admin may open loads without a violation (part ${part + 1} of 2)`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin@demo.cl');
    const screens = await adminScreens(request, token);
    expect(screens.length).toBeGreaterThan(40);
    const violations = await signedInAdmin(page);
    for (const screen of screens.filter((_, i) => i % 2 === part)) {
      await visit(page, screen);
      expect(violations, screen.path).toEqual([]);
    }
  });
}
