import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// The projects area in Chromium against the real server: an Admin creates a project with a
// gallery of two images and finds it in the list; an agency's administrator cannot open another
// agency's project by typing its URL.

// The smallest valid PNG (1×1): real image bytes, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('Admin creates a project with a two-image gallery and sees it in the list', async ({
  page,
}) => {
  const name = `Mirador del Maule ${Date.now()}`;
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Crear proyecto' }).click();
  await expect(page).toHaveURL('/projects/create');

  const form = page.getByRole('form', { name: 'Crear proyecto' });
  await form
    .getByRole('textbox', { name: /^Nombre/ })
    .first()
    .fill(name);
  await form.getByRole('combobox', { name: /^Tipo de proyecto/ }).selectOption('Departamentos');
  const agency = form.getByRole('combobox', { name: /^Inmobiliaria/ });
  await expect(agency.locator('option')).not.toHaveCount(1);
  await agency.selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Orden' }).fill('0');

  await form.getByRole('tab', { name: /Precios y características/ }).click();
  await form.getByLabel('Precio desde (UF)').fill('1890,50');
  await form.getByLabel('Dormitorios desde').fill('2');
  await form.getByLabel('Superficie desde (m²)').fill('47,8');

  await form.getByRole('tab', { name: /Medios/ }).click();
  await form.getByLabel('Fotos de la galería').setInputFiles([
    { name: 'fachada.png', mimeType: 'image/png', buffer: PNG },
    { name: 'living-comedor.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('button', { name: /^Quitar foto/ })).toHaveCount(2);

  await form.getByRole('button', { name: 'Crear proyecto' }).click();
  await expect(page).toHaveURL(/\/projects(\?.*)?$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('UF 1.890,50')).toBeVisible();

  // The two images reached the project's gallery, in the order they were chosen.
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/edit$/);
  await page.getByRole('tab', { name: /Medios/ }).click();
  const gallery = page.getByRole('list', { name: 'Galería del proyecto' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
});

test("an agency's administrator opening another agency's project by URL gets /error-403", async ({
  browser,
}) => {
  // vendedor2@demo.cl works for the second agency: its first project is not agency 1's.
  const vendor = await browser.newPage();
  await logIn(vendor, 'vendedor2@demo.cl');
  await expect(vendor).toHaveURL('/home');
  await vendor.goto('/projects');
  await vendor
    .getByRole('link', { name: /^Editar / })
    .first()
    .click();
  await expect(vendor).toHaveURL(/\/projects\/\d+\/edit$/);
  const otherAgencyProject = new URL(vendor.url()).pathname;
  await vendor.close();

  const agencyAdmin = await browser.newPage();
  await logIn(agencyAdmin, 'realstateadmin@demo.cl');
  await expect(agencyAdmin).toHaveURL('/home');
  await agencyAdmin.goto(otherAgencyProject);
  await expect(agencyAdmin).toHaveURL('/error-403');
  await agencyAdmin.close();
});
