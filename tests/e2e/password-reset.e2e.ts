import { expect, test } from '@playwright/test';
import { CreateUserDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, runOperation } from './helpers';
import { MAIL_INBOX_URL } from './playwright.config';

// Forgot password end to end: the server mails a link over SMTP to a local inbox, the person
// follows it in the browser, sets a new password and signs in with it; the link then is spent.

test('forgot password: mail, link, new password, sign-in, link works once', async ({
  page,
  request,
}) => {
  const email = `olvido.${Date.now()}@inmobiliaria-andes.cl`;
  const admin = await apiToken(request, 'admin@demo.cl');
  await runOperation(request, admin, CreateUserDocument, {
    name: 'Camila',
    last_name: 'Fuentes Rojas',
    email,
    password: 'Inicial2026!',
    role: 'RealstateUser',
  });

  await page.goto('/');
  await page.getByRole('link', { name: /Olvidaste tu contraseña/ }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const inbox = await request.get(`${MAIL_INBOX_URL}/next?to=${encodeURIComponent(email)}`);
  expect(inbox.status()).toBe(200);
  const mail: { subject: string; link: string | null } = await inbox.json();
  expect(mail.link).toContain('/reset-password/');
  const link = new URL(mail.link ?? '');

  await page.goto(link.pathname);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026');
  await page.getByLabel('Repite la nueva contraseña').fill('NuevaClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada.')).toBeVisible();

  await logIn(page, email, 'NuevaClave2026');
  await expect(page).toHaveURL('/home');

  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave2026');
  await page.getByLabel('Repite la nueva contraseña').fill('OtraClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido o expiró');
});
