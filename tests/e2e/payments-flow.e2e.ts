import { expect, test } from '@playwright/test';
import {
  BookingRequestsDocument,
  ProjectsDocument,
  PromiseOrdersDocument,
} from '../../graphql/generated/client/graphql';
import { flowAnswer } from '../support/fake-flow';
import { apiToken, logIn, queryOperation } from './helpers';
import { FAKE_FLOW_URL, SQL_WINDOW_URL } from './playwright.config';

// Flow confirms a reservation's payment while staff look at it: the Admin stores the project's
// Flow keys on the payment tab and checks them («Probar credenciales»), a booking request waits
// for its payment (inserted the way the public site does), its details page is open, and Flow
// posts the confirmation. The page turns «Pagada» by itself (recordChanged), without a reload.

const KEYS = { apiKey: 'AK-E2E-PARQUE-ÑUÑOA-01', secretKey: 'sk-e2e-flow-ñandú-2026' };
const CONTACT = 'Valentina Soto Araya';
const AMOUNT = 250_000;

test('a booking request turns «Pagada» live when Flow confirms its payment', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  const token = `TK-E2E-${run}`;
  const commerceOrder = `RES-E2E-${run}`;
  const admin = await apiToken(request, 'admin@demo.cl');
  const projects = await queryOperation(request, admin, ProjectsDocument, { page: 1 });
  const project = projects.projects.data[0]!;

  // Flow knows the merchant and will answer «pagada» for the token.
  expect((await request.post(`${FAKE_FLOW_URL}/__fake/merchants`, { data: KEYS })).status()).toBe(204); // prettier-ignore
  const paid = flowAnswer({ commerceOrder, amount: AMOUNT, payer: 'valentina.soto@gmail.com' }, 2);
  expect((await request.post(`${FAKE_FLOW_URL}/__fake/payments`, { data: { token, scenario: paid } })).status()).toBe(204); // prettier-ignore

  // The Admin stores the keys on the payment tab and checks them.
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/projects/${project.id}/edit`);
  await page.getByRole('tab', { name: /Claves de pago/ }).click();
  await page.getByLabel(/API key/).fill(KEYS.apiKey);
  await page.getByLabel(/Secret key/).fill(KEYS.secretKey);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // The saved key's masked tail, not the toast: a toast lives a few seconds, which a busy machine
  // can outlast.
  await expect(page.getByText(/\*+A-01$/)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /Claves de pago/ }).click();
  await page.getByRole('button', { name: 'Probar credenciales' }).click();
  await expect(page.getByText('Las claves funcionan: Flow aceptó la firma del proyecto.')).toBeVisible(); // prettier-ignore
  await page.screenshot({ path: 'tests/e2e/artifacts/payments-flow-keys.png', fullPage: true });

  // A reservation waits for its payment, as the public site writes it.
  const insert = await request.post(`${SQL_WINDOW_URL}/sql`, {
    data: `with home as (
        select p.id, p.project_id from properties p
        where p.project_id = ${Number(project.id)} and p.available and p.deleted_at is null
          and not exists (select 1 from booking_requests b where b.property_id = p.id)
        order by p.id limit 1),
      req as (
        insert into booking_requests (project_id, property_id, amount, contact_name, contact_email, contact_phone)
        select project_id, id, ${AMOUNT}, '${CONTACT}', 'valentina.soto@gmail.com', '+56 9 7654 3210' from home
        returning id, project_id),
      ord as (
        insert into booking_orders (project_id, booking_request_id) select project_id, id from req returning id)
      insert into payments (project_id, booking_request_id, transaction_amount, token, email, commerce_order)
      select project_id, id, ${AMOUNT}, '${token}', 'valentina.soto@gmail.com', '${commerceOrder}' from req`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(insert.status(), await insert.text()).toBe(204);
  const found = await queryOperation(request, admin, BookingRequestsDocument, { search: CONTACT, project_id: project.id }); // prettier-ignore
  const booking = found.bookingrequests.data.find((row) => row.status === 'pending')!;

  // Its details page is open: the subscription is up before Flow calls.
  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes('recordChanged'),
    }),
  );
  await page.goto(`/bookings-requests/${booking.id}/details`);
  await subscribed;
  const status = page.getByRole('group', { name: 'Estado de la solicitud' });
  await expect(status.getByText('Pendiente de pago')).toBeVisible();

  // Flow posts its confirmation to urlConfirmation.
  const confirmation = await request.post('/api/payments/flow/confirmation', {
    form: { token },
  });
  expect(confirmation.status()).toBe(200);

  await expect(status.getByText('Pagada')).toBeVisible();
  await expect(page.getByText('Webpay').first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/payments-flow-paid.png', fullPage: true });

  // «Verificar con Flow» on its order: Flow still says paid, and nothing is left to change.
  await page.getByRole('link', { name: /Pago de reserva N° \d+/ }).click();
  await page.getByRole('button', { name: 'Verificar con Flow' }).click();
  await expect(page.getByText('Flow informa: pagada.')).toBeVisible();
  await expect(page.getByText('No hubo cambios: el pago ya estaba al día.')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/payments-flow-order.png', fullPage: true });
});

test('a promise order offers «Verificar con Flow» to the Admin', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin@demo.cl');
  const orders = await queryOperation(request, admin, PromiseOrdersDocument, { page: 1 });
  const order = orders.promiseorders.data[0]!;
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/promises-orders/${order.id}/details`);
  await page.getByRole('button', { name: 'Verificar con Flow' }).click();
  // The demo's payments were typed in, not made with Flow: the answer says why nothing moved.
  // Within the payments section: another flow's live «Reserva pagada» toast names Flow too.
  const payments = page.getByRole('region', { name: 'Pagos' });
  await expect(payments.getByRole('status').filter({ hasText: /Flow/ })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/payments-flow-promise.png', fullPage: true });
});
