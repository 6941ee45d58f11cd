import { expect, test } from '@playwright/test';
import {
  CreatePropertyDocument,
  ProjectsRelatedToMeDocument,
  PropertiesDocument,
  PropertyAuditsDocument,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation as gql } from './helpers';

// The units table in Chromium against the real server: an Admin selects 210 homes of one project
// (a search by a fresh identifier prefix) and hides them all with one grouped action; the table and
// the server agree that every one of them is hidden.

const HOMES = 210;

test('Admin hides 210 selected homes in one action and sees them all hidden', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'admin@demo.cl');
  const { projectsrelatedtome } = await gql(request, token, ProjectsRelatedToMeDocument, {});
  const project = projectsrelatedtome[0];
  if (!project) throw new Error('la demo no tiene proyectos');
  // A prefix no demo home has, so the search selects exactly the homes made here.
  const prefix = `Z${Date.now().toString(36).toUpperCase()}`;
  for (let start = 0; start < HOMES; start += 15) {
    await Promise.all(
      Array.from({ length: Math.min(15, HOMES - start) }, (_, k) =>
        gql(request, token, CreatePropertyDocument, {
          project_id: project.id,
          identifier: `${prefix}-${String(start + k + 1).padStart(3, '0')}`,
          price: 2350.5 + k,
          model: 'Modelo E2E 2D2B',
          bathrooms: '2',
          bedrooms: 2,
          visible: true,
        }),
      ),
    );
  }

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/properties?project=${project.id}&q=${prefix}`);
  await expect(page.getByText(`Mostrando 1–${HOMES} de ${HOMES}`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Visible: ${prefix}-001` })).toBeChecked();
  // Virtualized: however many homes are selected, only a few rows are drawn.
  expect(await page.locator('tbody tr[data-index]').count()).toBeLessThanOrEqual(60);

  await page
    .getByRole('checkbox', { name: 'Seleccionar todas las propiedades de la página' })
    .check();
  const toolbar = page.getByRole('toolbar', { name: 'Acciones sobre la selección' });
  await expect(toolbar.getByText(`${HOMES} seleccionadas`)).toBeVisible();
  await toolbar.getByRole('button', { name: 'Ocultar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`¿Ocultar ${HOMES} propiedades del sitio público?`);
  await dialog.getByRole('button', { name: 'Ocultar' }).click();

  await expect(toolbar).toHaveCount(0);
  await expect(page.getByRole('switch', { name: `Visible: ${prefix}-001` })).not.toBeChecked();
  // The last rows too: scroll the table to its end.
  await page.getByTestId('virtual-table-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(
    page.getByRole('switch', { name: `Visible: ${prefix}-${String(HOMES).padStart(3, '0')}` }),
  ).not.toBeChecked();

  // The list of hidden homes holds all of them, in the table and on the server.
  await page.getByLabel('Visibilidad').selectOption('ocultas');
  await expect(page.getByText(`Mostrando 1–${HOMES} de ${HOMES}`)).toBeVisible();
  const filters = {
    project_id: project.id,
    identifier: prefix,
    model: '',
    orientation: '',
    tower: '',
  };
  const hidden = await gql(request, token, PropertiesDocument, {
    ...filters,
    visible: '0',
    page: 1,
  });
  expect(hidden.properties.total).toBe(HOMES);
  const shown = await gql(request, token, PropertiesDocument, {
    ...filters,
    visible: '1',
    page: 1,
  });
  expect(shown.properties.total).toBe(0);
});

// Issue 33: a grouped change offers «Deshacer», which puts each unit back to its own value (not a
// blanket flip) and is audited like every change; a change of more than fifty units asks first.
test('Admin hides 3 homes, one already hidden, undoes it and gets each one’s value back', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, 'admin@demo.cl');
  const { projectsrelatedtome } = await gql(request, token, ProjectsRelatedToMeDocument, {});
  const project = projectsrelatedtome[0];
  if (!project) throw new Error('la demo no tiene proyectos');
  const prefix = `U${Date.now().toString(36).toUpperCase()}`;
  const homes = await Promise.all(
    [true, true, false].map(async (visible, k) => {
      const { createProperty } = await gql(request, token, CreatePropertyDocument, {
        project_id: project.id,
        identifier: `${prefix}-${k + 1}`,
        price: 2410.25 + k,
        model: 'Modelo E2E 2D2B',
        bathrooms: '2',
        bedrooms: 2,
        visible,
      });
      return { id: createProperty.id, identifier: `${prefix}-${k + 1}` };
    }),
  );
  const visibleSwitch = (identifier: string) =>
    page.getByRole('switch', { name: `Visible: ${identifier}` });

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/properties?project=${project.id}&q=${prefix}`);
  await expect(page.getByText('Mostrando 1–3 de 3')).toBeVisible();
  await expect(visibleSwitch(`${prefix}-3`)).not.toBeChecked();
  await page
    .getByRole('checkbox', { name: 'Seleccionar todas las propiedades de la página' })
    .check();
  await page
    .getByRole('toolbar', { name: 'Acciones sobre la selección' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  // Three units: no question; the toast says how many changed and offers the way back.
  const toast = page.locator('[data-part="root"][data-scope="toast"]', {
    hasText: 'Se ocultaron 2 propiedades del sitio público.',
  });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  for (const home of homes) await expect(visibleSwitch(home.identifier)).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('toast-deshacer.png') });
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(
    page.getByText('Cambio deshecho: 2 propiedades volvieron a su valor anterior.'),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText('Mostrando 1–3 de 3')).toBeVisible();
  await expect(visibleSwitch(`${prefix}-1`)).toBeChecked();
  await expect(visibleSwitch(`${prefix}-2`)).toBeChecked();
  await expect(visibleSwitch(`${prefix}-3`)).not.toBeChecked();

  // The audit holds the change and its undo; the hidden one was never touched.
  const updates = async (id: string) => {
    const { properties } = await gql(request, token, PropertyAuditsDocument, { id });
    return (properties.data[0]?.audits ?? [])
      .filter((entry) => entry.event === 'updated')
      .map((entry) => [entry.old_values, entry.new_values]);
  };
  const first = await updates(homes[0]!.id);
  expect(first).toHaveLength(2);
  expect(JSON.stringify(first)).toMatch(/visible/);
  expect(await updates(homes[2]!.id)).toHaveLength(0);
  await page.goto(`/properties/${homes[0]!.id}/audits`);
  await expect(page.getByRole('list', { name: 'Historial' }).getByRole('listitem')).toHaveCount(3);

  // More than fifty homes: the question names the count and the flag; Cancelar changes nothing.
  await page.goto(`/properties?project=${project.id}`);
  await expect(page.getByText(/Mostrando 1–/)).toBeVisible();
  await page
    .getByRole('checkbox', { name: 'Seleccionar todas las propiedades de la página' })
    .check();
  await page
    .getByRole('toolbar', { name: 'Acciones sobre la selección' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/¿Ocultar \d+ propiedades del sitio público\?/);
  await expect(dialog).toContainText('Cambia «Visible»');
  await page.screenshot({ path: testInfo.outputPath('confirmar-mas-de-50.png') });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Se ocultaron', { exact: false })).toHaveCount(0);
});
