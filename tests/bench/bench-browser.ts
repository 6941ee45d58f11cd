import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';

// The browser benchmarks' start: the system Chromium at a desktop size in es-CL, signed in
// through the login page of the built SPA as `user`, on /home. The caller closes the browser.
export async function signedInPage(
  baseURL: string,
  user: { email: string; password: string },
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'es-CL',
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Correo').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/home');
  return { browser, page };
}
