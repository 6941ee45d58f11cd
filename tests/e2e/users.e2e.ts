import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// The users area in Chromium against the real server: an Admin creates a user, who then signs in
// with the new role and sees that role's menu; an agency's administrator cannot reach another
// agency's user by typing its URL.

test('Admin creates a vendor, who signs in and sees the vendor menu', async ({ browser }) => {
  const email = `vendedora.${Date.now()}@inmobiliaria-andes.cl`;
  const admin = await browser.newPage();
  await logIn(admin, 'admin@demo.cl');
  await expect(admin).toHaveURL('/home');
  await admin.goto('/users');
  await admin.getByRole('link', { name: 'Crear usuario' }).click();
  await expect(admin).toHaveURL('/users/create');

  const form = admin.getByRole('form', { name: 'Crear usuario' });
  await form.getByLabel('Nombre').fill('Francisca');
  await form.getByLabel('Apellido').fill('Araya Contreras');
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel(/^Contraseña/).fill('Vendedora2026');
  await form.getByLabel('Rol').selectOption({ label: 'Vendedor de inmobiliaria' });
  const agency = form.getByLabel('Inmobiliaria');
  await expect(agency.locator('option')).not.toHaveCount(1);
  await agency.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(admin).toHaveURL(/\/users(\?.*)?$/);

  await admin.getByLabel('Buscar usuarios').fill(email);
  await expect(admin.getByRole('cell', { name: email })).toBeVisible();
  await admin.close();

  const vendor = await browser.newPage();
  await logIn(vendor, email, 'Vendedora2026');
  await expect(vendor).toHaveURL('/home');
  const menu = vendor.getByRole('navigation', { name: 'Menú principal' });
  // The menu offers the screens built so far that the role may open: users, not agencies.
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(vendor.getByText('Vendedor de inmobiliaria').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inmobiliarias' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Usuarios' }).click();
  await expect(vendor.getByRole('menuitem', { name: 'Usuarios' })).toBeVisible();
  await expect(vendor.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
  await vendor.getByRole('menuitem', { name: 'Usuarios' }).click();
  await expect(vendor).toHaveURL('/users');
  await vendor.close();
});

test("an agency's administrator opening another agency's user by URL gets /error-403", async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await logIn(admin, 'admin@demo.cl');
  await expect(admin).toHaveURL('/home');
  await admin.goto('/users?q=vendedor2%40demo.cl');
  await admin
    .getByRole('link', { name: /^Editar a / })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/users\/\d+\/edit$/);
  const otherAgencyUser = new URL(admin.url()).pathname;
  await admin.close();

  const agencyAdmin = await browser.newPage();
  await logIn(agencyAdmin, 'realstateadmin@demo.cl');
  await expect(agencyAdmin).toHaveURL('/home');
  await agencyAdmin.goto(otherAgencyUser);
  await expect(agencyAdmin).toHaveURL('/error-403');
  await agencyAdmin.close();
});
