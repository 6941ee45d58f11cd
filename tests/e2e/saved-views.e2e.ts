import { expect, test, type Page } from '@playwright/test';
import { SavedViewsDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation as gql } from './helpers';

// Saved views follow the user (issue 33): on /properties an Admin sorts by price, hides two
// columns and saves the view «Por precio», signs out; in a new browser context (nothing kept
// locally) the same user opens the view from the menu and from its link, and gets the same list.

const EMAIL = 'admin@demo.cl';
// Unique per run, so that the flow can run again on the same server.
const NAME = `Por precio ${Date.now().toString(36)}`;

const headers = (page: Page) => page.getByRole('table').first().getByRole('columnheader');
const priceHeader = (page: Page) => page.getByRole('columnheader', { name: 'Precio' });

async function expectTheView(page: Page) {
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(priceHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect(headers(page).filter({ hasText: 'Identificador' })).toHaveCount(1);
  await expect(headers(page).filter({ hasText: 'Modelo' })).toHaveCount(0);
  await expect(headers(page).filter({ hasText: 'Torre' })).toHaveCount(0);
}

test('a view saved on /properties opens the same in a new browser context', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page, EMAIL);
  await expect(page).toHaveURL('/home');
  await page.goto('/properties');
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible();

  await priceHeader(page).getByRole('button').click();
  await expect(priceHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Modelo' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Torre' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista…' }).click();
  await page.getByLabel('Nombre de la vista').fill(NAME);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('button', { name: `Vista: ${NAME}` })).toBeVisible();
  await expectTheView(page);

  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/');

  const context = await browser.newContext();
  const other = await context.newPage();
  await logIn(other, EMAIL);
  await expect(other).toHaveURL('/home');
  await other.goto('/properties');
  await expect(other.locator('tbody tr[data-index]').first()).toBeVisible();
  // Nothing kept in this browser: every column shows, in the list's own order.
  await expect(headers(other).filter({ hasText: 'Modelo' })).toHaveCount(1);
  // By keyboard, as staff who do not reach for the mouse would: the menu opens on Enter with its
  // first entry, the view, highlighted. (Clicked, the entry now and then ignored the click while
  // the whole suite ran: the page had scrolled under the menu; the cause is not known.)
  await other.getByRole('button', { name: 'Vistas' }).focus();
  await other.keyboard.press('Enter');
  const entry = other.getByRole('menuitem', { name: NAME });
  await expect(entry).toHaveAttribute('data-highlighted', '');
  await other.keyboard.press('Enter');
  await expectTheView(other);

  // The view's link opens it too, from a bare list.
  const token = await apiToken(request, EMAIL);
  const { savedViews } = await gql(request, token, SavedViewsDocument, { list: 'properties' });
  const saved = savedViews.find((view) => view.name === NAME);
  if (!saved) throw new Error('la vista no quedó guardada');
  await other.goto('/properties');
  await other.evaluate(() => localStorage.removeItem('backoffice.table-prefs.properties'));
  await other.goto(`/properties?view=${saved.id}`);
  await expectTheView(other);
  await expect(other).not.toHaveURL(/view=/);
  await context.close();
});
