import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_URL } from './playwright.config';
import { logIn, settledTokens, waitForTokens } from './helpers';

// Against the second server, whose access tokens last 5 seconds.
test.use({ baseURL: SHORT_TOKEN_URL });

test('with a 5-second access token the app refreshes silently and carries on', async ({ page }) => {
  await logIn(page, 'realstateuser@demo.cl');
  await expect(page).toHaveURL('/home');
  const first = await waitForTokens(page);
  // Listening from here: on a busy machine a late request of /home may already be the one that
  // finds the token expired and refreshes it during the wait.
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/oauth/token')) refreshes.push(r.status());
  });
  await page.waitForTimeout(6_000); // let the access token expire: this is what is under test
  await page.getByRole('link', { name: 'Mi perfil' }).first().click();
  await expect(page).toHaveURL('/profile');
  const lastName = page.getByLabel('Apellido');
  await expect(lastName).not.toHaveValue('');
  await lastName.fill('Fuentes Pizarro');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado.')).toBeVisible();
  expect(refreshes).toContain(200);
  const second = await waitForTokens(page);
  expect(second.refreshToken).not.toBe(first.refreshToken);
  await expect(page).toHaveURL('/profile');
});

test('a revoked refresh token sends the user back to the login page', async ({ page, request }) => {
  // Someone else uses (rotates) the refresh token first: when the app presents it again, the
  // server sees a reuse, revokes the whole session, and the app must give up and log out. On a
  // busy machine the app may rotate it itself just before the thief (whose try then revokes the
  // session): sign in again and steal again.
  let stolen;
  for (let attempt = 0; attempt < 3; attempt++) {
    await logIn(page, 'realstatevendor@demo.cl');
    await expect(page).toHaveURL('/home');
    const tokens = await settledTokens(page);
    stolen = await request.post('/oauth/token', {
      data: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: 2,
        client_secret: 'dev-secret',
      },
    });
    if (stolen.status() === 200) break;
    await page.evaluate(() => localStorage.clear()); // the revoked session, forgotten
  }
  expect(stolen?.status()).toBe(200);
  const thief = (await stolen!.json()) as { refresh_token: string };
  await page.waitForTimeout(6_000); // the access token expires, so the next call must refresh
  // The next call presents the used token. On a busy machine a late call of /home may already
  // have been that call; a reload makes one for sure, and the app must give up either way.
  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // The reuse revoked the whole session: the thief's fresh token is dead too.
  const again = await request.post('/oauth/token', {
    data: { grant_type: 'refresh_token', refresh_token: thief.refresh_token },
  });
  expect(again.status()).toBe(400);
});
