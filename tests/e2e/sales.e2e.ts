import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  BookingRequestsDocument,
  PreapprovalsDocument,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation } from './helpers';

// Issue 6 flows on the seeded demo through the real server: a status change with its history, the
// agency scope of a booking opened by URL, and the pre-approval credit executive's document.

const PDF = fileURLToPath(new URL('../fixtures/pdf/liquidaciones.pdf', import.meta.url));

test('Admin moves a booking request to «Vencida» and finds the change in its history', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin@demo.cl');
  const { bookingrequests } = await queryOperation(request, token, BookingRequestsDocument, {
    status: 'pending',
  });
  const booking = bookingrequests.data[0];
  if (!booking) throw new Error('el demo no tiene reservas pendientes');

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/bookings-requests/${booking.id}/details`);
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await dialog.getByText('Vencida', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
  // The toast first: it shows for a few seconds only, and the dialog's exit may outlast it on a
  // busy machine.
  await expect(page.getByText('Estado actualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText('Vencida').first()).toBeVisible();
  await expect(history.getByText('Pendiente de pago').first()).toBeVisible();

  // The server kept it: a fresh read says expired, and the final-state rules now apply.
  const after = await queryOperation(request, token, BookingRequestsDocument, {
    search: '',
    status: 'expired',
  });
  expect(after.bookingrequests.data.map((row) => row.id)).toContain(booking.id);
});

test("a RealstateUser opening another agency's booking request by URL gets /error-403", async ({
  page,
  request,
}) => {
  const foreign = await apiToken(request, 'vendedor2@demo.cl');
  const { bookingrequests } = await queryOperation(request, foreign, BookingRequestsDocument, {});
  const booking = bookingrequests.data[0];
  if (!booking) throw new Error('la agencia 2 no tiene reservas en el demo');

  await logIn(page, 'realstateuser@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/bookings-requests/${booking.id}/details`);
  await expect(page).toHaveURL('/error-403');
  await expect(page.getByText(booking.contact?.name ?? '—')).toHaveCount(0);
});

test('PreapprovalUser lands on /preapprovals, attaches a PDF and opens it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'preapprovaluser@demo.cl');
  const { preapprovals } = await queryOperation(request, token, PreapprovalsDocument, {});
  const first = preapprovals.data[0];
  if (!first) throw new Error('el demo no tiene preaprobaciones');

  await logIn(page, 'preapprovaluser@demo.cl');
  await expect(page).toHaveURL('/preapprovals');
  await expect(page.getByRole('heading', { level: 1, name: 'Preaprobaciones' })).toBeVisible();
  await page.goto(`/preapprovals/${first.id}/details`);
  const form = page.getByRole('form', { name: 'Editar preaprobación' });
  await form
    .getByLabel('Descripción')
    .fill('Liquidaciones de sueldo recibidas; se envía al banco.');
  await form.getByLabel('Documento PDF (opcional)').setInputFiles(PDF);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Preaprobación actualizada.')).toBeVisible();

  // The document opens in a new tab from a plain link: a signed link, no bearer token needed.
  const link = page.getByRole('link', { name: /Ver documento/ });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('el enlace no tiene destino');
  const signed = new URL(href, page.url()).href;
  // The tab asks for the signed link; whether it then shows the PDF or downloads it is the
  // browser's choice (the headless shell has no PDF viewer), so its request is what is checked.
  const [tab, asked] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', { predicate: (r) => r.url() === signed }),
    link.click(),
  ]);
  expect(asked.frame().page()).toBe(tab);
  const fetched = await request.get(signed);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toContain('application/pdf');
  expect((await fetched.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
