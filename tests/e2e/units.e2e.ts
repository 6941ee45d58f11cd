import { expect, test } from '@playwright/test';
import {
  CreatePropertyDocument,
  ProjectsRelatedToMeDocument,
  PropertiesDocument,
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
  await expect(dialog).toContainText(`¿Ocultar ${HOMES} propiedades?`);
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
