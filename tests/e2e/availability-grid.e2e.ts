import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CreatePropertyDocument,
  ProjectsRelatedToMeDocument,
  UnitsGridDocument,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation as gql } from './helpers';

// The availability grid in Chromium against the real server (issue 34): an Admin opens a fresh
// tower of three homes, selects them with a click and a shift-click, hides them (or makes them
// «No reservable»), sees the cells change, then undoes from the toast and sees them as they were,
// on the server too.

/** A tower no demo home has, with three free homes, open on the grid; the grid's cells. */
async function freshTower(page: Page, request: APIRequestContext) {
  const token = await apiToken(request, 'admin@demo.cl');
  const { projectsrelatedtome } = await gql(request, token, ProjectsRelatedToMeDocument, {});
  const project = projectsrelatedtome[0];
  if (!project) throw new Error('la demo no tiene proyectos');
  // A tower no demo home has, so the grid holds exactly the homes made here.
  const tower = `Z${Date.now().toString(36).toUpperCase()}`;
  for (const n of [1, 2, 3])
    await gql(request, token, CreatePropertyDocument, {
      project_id: project.id,
      identifier: `${tower}-10${n}`,
      price: 2350.5 + n,
      model: 'Modelo E2E 2D2B',
      floor: 1,
      tower,
      visible: true,
      bookeable: true,
      promisable: true,
    });

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/projects/${project.id}/availability?tower=${tower}`);
  const grid = page.getByRole('grid', { name: 'Grilla de disponibilidad' });
  const cell = (n: number) => grid.getByRole('gridcell', { name: new RegExp(`^${tower}-10${n},`) });
  await expect(grid.getByRole('gridcell')).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(cell(n)).toHaveAttribute('data-state', 'disponible');

  // Ctrl-click ticks the first without opening it; shift-click extends to the third.
  await cell(1).click({ modifiers: ['ControlOrMeta'] });
  await cell(3).click({ modifiers: ['Shift'] });
  const toolbar = page.getByRole('toolbar', { name: 'Acciones sobre la selección' });
  await expect(toolbar.getByText('3 seleccionadas')).toBeVisible();
  const onServer = async () =>
    (await gql(request, token, UnitsGridDocument, { project_id: project.id, tower })).unitsGrid
      .homes;
  return { cell, toolbar, onServer };
}

test('Admin selects a range of 3 homes on the grid, hides them and undoes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { cell, toolbar, onServer } = await freshTower(page, request);
  await toolbar.getByRole('button', { name: 'Ocultar' }).click();
  for (const n of [1, 2, 3]) await expect(cell(n)).toHaveAttribute('data-state', 'oculta');
  await expect(page.getByText('Se ocultaron 3 propiedades del sitio público.')).toBeVisible();

  await page.getByRole('button', { name: 'Deshacer' }).click();
  for (const n of [1, 2, 3]) await expect(cell(n)).toHaveAttribute('data-state', 'disponible');
  expect((await onServer()).map((home) => home.state)).toEqual([
    'disponible',
    'disponible',
    'disponible',
  ]);
});

test('Admin makes a range of 3 homes «No reservable» on the grid and undoes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { cell, toolbar, onServer } = await freshTower(page, request);
  await toolbar.getByRole('button', { name: 'No reservable' }).click();
  await expect(page.getByText('Se marcaron 3 propiedades como no reservables.')).toBeVisible();
  for (const n of [1, 2, 3]) {
    await expect(cell(n)).toHaveAttribute('aria-label', /no reservable/);
    // Still free: reservable is not a sale state.
    await expect(cell(n)).toHaveAttribute('data-state', 'disponible');
  }
  expect((await onServer()).map((home) => home.bookeable)).toEqual([false, false, false]);

  await page.getByRole('button', { name: 'Deshacer' }).click();
  for (const n of [1, 2, 3])
    await expect(cell(n)).not.toHaveAttribute('aria-label', /no reservable/);
  expect((await onServer()).map((home) => home.bookeable)).toEqual([true, true, true]);
});
