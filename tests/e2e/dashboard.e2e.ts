import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiToken, logIn } from './helpers';

// Issue 8 on the seeded demo through the real server: the dashboard of an Admin and of an agency
// admin count different records, each matching what the endpoint answers for that role, and a
// chart downloads as a real PNG.

/** The last four years, ending today (Chile): the demo's records all fall inside. */
function range(): { iso: [string, string]; typed: [string, string] } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
    new Date(),
  );
  const [year = '', month = '', day = ''] = today.split('-');
  const from = `${Number(year) - 4}-${month}-${day}`;
  const typed = (iso: string) => iso.split('-').reverse().join('-');
  return { iso: [from, today], typed: [typed(from), typed(today)] };
}

async function endpointTotal(
  request: APIRequestContext,
  email: string,
  chart: string,
): Promise<number> {
  const token = await apiToken(request, email);
  const [from, to] = range().iso;
  const res = await request.post(`/api/dashboard/${chart}?date_init=${from}&date_finish=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const body: unknown = await res.json();
  const total: unknown = typeof body === 'object' && body ? Reflect.get(body, 'total') : null;
  if (typeof total !== 'number') throw new Error(`${chart} sin total`);
  return total;
}

const esCL = (n: number) => new Intl.NumberFormat('es-CL').format(n);

async function openDashboard(page: Page, email: string) {
  await logIn(page, email);
  await expect(page).toHaveURL('/home');
  const [from, to] = range().typed;
  await page.goto(`/home?periodo=rango&desde=${from}&hasta=${to}`);
  // Every chart with data draws on its canvas.
  await expect(page.locator('[data-drawn="true"]').first()).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('an Admin and an agency admin see the totals of their own scope', async ({
  page,
  request,
}) => {
  const admin = await endpointTotal(request, 'admin@demo.cl', 'quotationsByDate');
  const agency = await endpointTotal(request, 'realstateadmin@demo.cl', 'quotationsByDate');
  const adminContacts = await endpointTotal(request, 'admin@demo.cl', 'contactsByProject');
  const agencyContacts = await endpointTotal(
    request,
    'realstateadmin@demo.cl',
    'contactsByProject',
  );
  expect(agency).toBeGreaterThan(0);
  expect(admin).toBeGreaterThan(agency);
  expect(adminContacts).toBeGreaterThan(agencyContacts);

  await openDashboard(page, 'admin@demo.cl');
  await expect(card(page, 'Cotizaciones por fecha').getByTestId('chart-summary')).toHaveText(
    `Total: ${esCL(admin)}`,
  );
  await expect(card(page, 'Contactos por proyecto').getByTestId('chart-summary')).toHaveText(
    `Total: ${esCL(adminContacts)}`,
  );
  await expect(page.getByLabel('Inmobiliaria')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openDashboard(page, 'realstateadmin@demo.cl');
  await expect(card(page, 'Cotizaciones por fecha').getByTestId('chart-summary')).toHaveText(
    `Total: ${esCL(agency)}`,
  );
  await expect(card(page, 'Contactos por proyecto').getByTestId('chart-summary')).toHaveText(
    `Total: ${esCL(agencyContacts)}`,
  );
  // An agency admin cannot widen the scope: no agency filter.
  await expect(page.getByLabel('Inmobiliaria')).toHaveCount(0);
});

test('a chart downloads as a PNG named after it and the day', async ({ page }) => {
  await openDashboard(page, 'admin@demo.cl');
  const chart = card(page, 'Embudo de ventas');
  await expect(chart.locator('[data-drawn="true"]')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chart.getByRole('button', { name: 'Descargar PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`embudo-de-ventas-${range().iso[1]}.png`);
  const path = await download.path();
  const bytes = await readFile(path);
  // The PNG signature, and more than an empty canvas would weigh.
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(5_000);
});
