import { expect, test } from '@playwright/test';
import { print } from 'graphql';
import { MeDocument } from '../../graphql/generated/client/graphql';
import { logIn, storedTokensOrNavigating, waitForTokens } from './helpers';

// Whole flows in Chromium against the built SPA and the real server on a fresh demo database.

const landings = [
  ['admin@demo.cl', '/home', 'Administrador'],
  ['superadmin@demo.cl', '/home', null],
  ['realstateadmin@demo.cl', '/home', null],
  ['realstateuser@demo.cl', '/home', null],
  ['realstatevendor@demo.cl', '/home', null],
  ['newsuser@demo.cl', '/home', null],
  ['preapprovaluser@demo.cl', '/preapprovals', null],
] as const;

for (const [email, landing] of landings) {
  test(`${email} logs in and lands on ${landing}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('button', { name: /^Menú de / })).toBeVisible();
  });
}

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await logIn(page, 'admin@demo.cl', 'incorrecta-123');
  await expect(page.getByRole('alert')).toContainText(
    'Las credenciales ingresadas son incorrectas.',
  );
  await expect(page).toHaveURL('/');
});

test('a protected URL while logged out goes to the login page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('a route the role may not open goes to /error-403', async ({ page }) => {
  await logIn(page, 'preapprovaluser@demo.cl');
  await expect(page).toHaveURL('/preapprovals');
  await page.goto('/home');
  await expect(page).toHaveURL('/error-403');
  await expect(
    page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }),
  ).toBeVisible();
});

test('an unknown path goes to /error-404', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL('/error-404');
});

test('after logout the old access token is refused by the server', async ({ page, request }) => {
  await logIn(page, 'realstateadmin@demo.cl');
  await expect(page).toHaveURL('/home');
  const { accessToken } = await waitForTokens(page);
  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => storedTokensOrNavigating(page)).toBeNull();
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    data: { query: print(MeDocument) },
  });
  expect(res.status()).toBe(401);
});

test('a logout in one tab logs out the other tabs', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, 'admin@demo.cl');
  await expect(first).toHaveURL('/home');
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await first.getByRole('button', { name: /^Menú de / }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(second).toHaveURL('/');
});
