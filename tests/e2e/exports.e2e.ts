import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { print } from 'graphql';
import {
  TablePropertieDocument,
  type TablePropertieQuery,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn } from './helpers';

// The asynchronous export in Chromium against the real server: an Admin requests the booking
// requests on /exports, watches the job finish live, downloads the file through its signed link
// and opens it with exceljs: the Spanish headers and one row per booking request the server has.
// After a reload the panel still lists the job.

const HEADERS = [
  'ID',
  'Fecha',
  'Proyecto',
  'Unidad',
  'Modelo',
  'Estado',
  'Nombre',
  'RUT',
  'Correo',
  'Teléfono',
  'Monto reserva (CLP)',
  'Pagado (CLP)',
];

/**
 * How many booking requests the server holds for an Admin, by its own account: the home summary
 * (tablepropertie) counts them per project and model, page after page.
 */
async function bookingRequestsOnServer(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'admin@demo.cl');
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: print(TablePropertieDocument), variables: { page } },
    });
    const body: { data?: TablePropertieQuery; errors?: unknown } = await res.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const summary = body.data?.tablepropertie;
    if (!summary) throw new Error('sin datos');
    total += summary.data.reduce((sum, row) => sum + row.booking_request_count, 0);
    if (!summary.has_more_pages) return total;
  }
}

const panel = (page: Page) => page.getByRole('region', { name: 'Tus exportaciones' });
const jobRow = (page: Page, type: string) =>
  panel(page).getByRole('row').filter({ hasText: type }).first();

async function requestExport(page: Page, type: string) {
  await page.getByRole('combobox', { name: /Qué exportar/ }).selectOption({ label: type });
  const form = page.getByRole('form', { name: 'Nueva exportación' });
  await form.getByRole('button', { name: 'Exportar' }).click();
  return form;
}

test('Admin exports the booking requests, downloads the sheet and finds it after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const expectedRows = await bookingRequestsOnServer(request);
  expect(expectedRows).toBeGreaterThan(0);

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.getByRole('link', { name: 'Exportaciones' }).first().click();
  await expect(page).toHaveURL('/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exportaciones' })).toBeVisible();

  const form = await requestExport(page, 'Solicitudes de reserva');
  // Live: the toast and the download button arrive without reloading.
  await expect(page.getByText('Tu exportación está lista')).toBeVisible({ timeout: 60_000 });
  const download = form.getByRole('button', { name: 'Descargar' });
  await expect(download).toBeVisible();

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Solicitud de Reservas \d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(form.getByRole('button', { name: 'Descargado' })).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('el archivo no tiene hojas');
  const headerValues = sheet.getRow(1).values;
  expect(Array.isArray(headerValues) ? headerValues.slice(1) : []).toEqual(HEADERS);
  expect(sheet.actualRowCount - 1).toBe(expectedRows);
  // A data row holds typed cells: a number id and a real date.
  expect(typeof sheet.getRow(2).getCell(1).value).toBe('number');
  expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);

  // The panel lists the job, and still does after a reload.
  await expect(jobRow(page, 'Solicitudes de reserva')).toContainText('Solicitud de Reservas');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Exportaciones' })).toBeVisible();
  const row = jobRow(page, 'Solicitudes de reserva');
  await expect(row).toContainText('Lista');
  await expect(row.getByRole('button', { name: 'Descargar' })).toBeVisible();
});

test('/exports with several jobs reads well and has no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/exports');
  for (const type of ['Cotizaciones', 'Contactos del newsletter', 'Pagos de reservas']) {
    await requestExport(page, type);
    await expect(jobRow(page, type)).toBeVisible({ timeout: 60_000 });
  }
  await expect(jobRow(page, 'Pagos de reservas')).toContainText('Lista', { timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Nueva exportación' });
  await expect(form.getByRole('button', { name: 'Descargar' })).toBeVisible();
  // Judged once the "ready" toast has gone (toasts stay 3 s).
  await expect(page.getByText('Tu exportación está lista')).toHaveCount(0);
  // At rest: no button under the pointer (hover colours are not what the page shows).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: 'tests/e2e/artifacts/exports.png', fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary ?? ''}`).join(', ')}`);
  expect(serious).toEqual([]);
});
