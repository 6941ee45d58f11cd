import { expect, test } from '@playwright/test';
import { BookingRequestsDocument, PropertyDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation } from './helpers';
import { SQL_WINDOW_URL } from './playwright.config';

// Issue 31 on the real server: a reservation the public site left unpaid past its project's
// reserve_validity (made so through the SQL window: created ten days ago, its home taken off the
// market as the site does while the buyer pays) is expired by the server's own sweep
// (SALES_EXPIRY_EVERY_MS is short in playwright.config.ts): its details page shows «Vencida», the
// history names the system, and its home is available again.

const BUYER = 'Renata Ibáñez Cortés';

test('a reservation past its term shows «Vencida» and its home is available again', async ({
  page,
  request,
}) => {
  const insert = await request.post(`${SQL_WINDOW_URL}/sql`, {
    data: `with project as (
        select id from projects where deleted_at is null and reserve_validity > 0 order by id limit 1),
      home as (
        select u.id, u.project_id from properties u join project p on p.id = u.project_id
        where u.deleted_at is null and u.available
          and not exists (select 1 from booking_requests b where b.property_id = u.id)
          and not exists (select 1 from property_quotations pq where pq.property_id = u.id)
        order by u.id limit 1),
      taken as (update properties set available = false where id in (select id from home))
      insert into booking_requests (project_id, property_id, status, amount, contact_name,
        contact_rut, contact_email, contact_phone, created_at, updated_at)
      select project_id, id, 'pending', 250000, '${BUYER}', '18.765.432-7',
        'renata.ibanez@correo.cl', '+56 9 6543 2109', now() - interval '10 days',
        now() - interval '10 days'
      from home`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(insert.status(), await insert.text()).toBe(204);

  const token = await apiToken(request, 'admin@demo.cl');
  const { bookingrequests } = await queryOperation(request, token, BookingRequestsDocument, {
    search: BUYER,
  });
  const booking = bookingrequests.data[0];
  if (!booking?.property) throw new Error('no se insertó la reserva de prueba');

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto(`/bookings-requests/${booking.id}/details`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.id);
  const status = page.getByRole('group', { name: 'Estado de la solicitud' });
  // The page follows record changes live; a reload covers a change that came before it listened.
  await expect(async () => {
    if (!(await status.getByText('Vencida', { exact: true }).isVisible())) await page.reload();
    await expect(status.getByText('Vencida', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'Plazo de pago' })).toBeHidden();
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText('Sistema').first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/sales-expiry-details.png', fullPage: true });

  const { properties } = await queryOperation(request, token, PropertyDocument, {
    id: booking.property.id,
  });
  expect(properties.data[0]?.available).toBe(true);
  const list = await queryOperation(request, token, BookingRequestsDocument, {
    search: BUYER,
    status: 'expired',
  });
  expect(list.bookingrequests.data.map((row) => row.id)).toEqual([booking.id]);

  // The lists: the deadline column and the «Por vencer» filter kept in the URL.
  await page.goto('/bookings-requests');
  await page.getByText('Por vencer (próximas 48 horas)').click();
  await expect(page).toHaveURL(/expiring=1/);
  await expect(page.getByRole('columnheader', { name: 'Plazo de pago' })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/sales-expiry-requests.png', fullPage: true });
  await page.goto('/quotations');
  await expect(page.getByRole('columnheader', { name: 'Vigencia' })).toBeVisible();
  await page.screenshot({
    path: 'tests/e2e/artifacts/sales-expiry-quotations.png',
    fullPage: true,
  });
});
