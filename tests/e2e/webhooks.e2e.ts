import { expect, test, type APIRequestContext } from '@playwright/test';
import { BookingRequestsDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation } from './helpers';
import { SQL_WINDOW_URL, WEBHOOK_INBOX_URL } from './playwright.config';

// Issue 30 as an integrator and the project's Admin see it: a webhook created in the console, a
// booking request of its project changes status, the signed POST reaches the receiver and shows in
// the delivery log, and «Reenviar» sends it again under the same webhook-id.

const BUYER = 'Tomás Aravena Soto';

interface Delivery {
  id: string;
  signature: string;
  body: string;
}

/** Whether a delivery's body is the event of record `id`. */
function isOf(delivery: Delivery, id: string): boolean {
  const payload = JSON.parse(delivery.body) as { data?: { id?: unknown } };
  return String(payload.data?.id) === id;
}

async function received(request: APIRequestContext, path: string): Promise<Delivery[]> {
  const answer = await request.get(
    `${WEBHOOK_INBOX_URL}/received?path=${encodeURIComponent(path)}`,
  );
  return (await answer.json()) as Delivery[];
}

test('a booking request changes status: the webhook delivers it, the log shows it, «Reenviar» repeats the webhook-id', async ({
  page,
  request,
}) => {
  // A reservation of its own, made now as the public site makes them (the demo's pending ones are
  // other flows' and the expiry sweep's).
  const insert = await request.post(`${SQL_WINDOW_URL}/sql`, {
    data: `with home as (
        select u.id, u.project_id from properties u join projects p on p.id = u.project_id
        where u.deleted_at is null and p.deleted_at is null and u.available
          and not exists (select 1 from booking_requests b where b.property_id = u.id)
          and not exists (select 1 from property_quotations pq where pq.property_id = u.id)
        order by u.id desc limit 1),
      taken as (update properties set available = false where id in (select id from home))
      insert into booking_requests (project_id, property_id, status, amount, contact_name,
        contact_rut, contact_email, contact_phone)
      select project_id, id, 'pending', 250000, '${BUYER}', '17.654.321-3',
        'tomas.aravena@correo.cl', '+56 9 7654 3210'
      from home`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(insert.status(), await insert.text()).toBe(204);
  const token = await apiToken(request, 'admin@demo.cl');
  const { bookingrequests } = await queryOperation(request, token, BookingRequestsDocument, {
    search: BUYER,
  });
  const booking = bookingrequests.data[0];
  if (!booking?.project) throw new Error('no se insertó la reserva de prueba');
  const path = `/crm-${booking.id}`;

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/projects/${booking.project.id}/webhooks`);
  await page.getByRole('button', { name: 'Nuevo webhook' }).click();
  const form = page.getByRole('form', { name: 'Nuevo webhook' });
  await form.getByLabel('Nombre').fill('CRM de prueba');
  await form.getByLabel('Descripción').fill('Avisa al CRM de cada cambio de una reserva');
  await form.getByLabel('Evento').selectOption('booking_request.updated');
  await form.getByLabel('URL').fill(`${WEBHOOK_INBOX_URL}${path}`);
  await form.getByRole('button', { name: 'Crear webhook' }).click();
  // Its card in the console, not the toast: a toast lives a few seconds, which a busy machine
  // can outlast.
  await expect(page.getByRole('article', { name: /CRM de prueba/ })).toBeVisible();

  await page.goto(`/bookings-requests/${booking.id}/details`);
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await dialog.getByText('Anulada', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(
    page.getByRole('group', { name: 'Estado de la solicitud' }).getByText('Anulada'),
  ).toBeVisible();

  // The receiver got the signed event of this booking.
  await expect
    .poll(async () => (await received(request, path)).some((d) => isOf(d, booking.id)))
    .toBe(true);
  const first = (await received(request, path)).find((d) => isOf(d, booking.id));
  if (!first) throw new Error('el receptor no recibió el evento');
  expect(first.id).toMatch(/^msg_/);
  expect(first.signature).toMatch(/^v1,/);
  const payload = JSON.parse(first.body) as { type: string; data: Record<string, unknown> };
  expect(payload.type).toBe('booking_request.updated');
  expect(payload.data).toMatchObject({ status: 'cancelled', previous_status: 'pending' });

  // The console follows the delivery without a reload.
  await page.goto(`/projects/${booking.project.id}/webhooks`);
  const log = page.getByRole('list', { name: 'Envíos de webhooks' });
  const entry = log.getByRole('listitem').filter({ hasText: 'CRM de prueba' }).first();
  await expect(entry).toContainText('Solicitud de reserva actualizada');
  await expect(entry).toContainText('200');

  const before = (await received(request, path)).length;
  await entry.getByRole('button', { name: /^Reenviar el envío/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reenviar' }).click();
  await expect.poll(async () => (await received(request, path)).length).toBe(before + 1);
  const again = (await received(request, path)).at(-1);
  const ids = (await received(request, path)).slice(0, before).map((d) => d.id);
  expect(ids).toContain(again?.id);
});
