import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { SQL_WINDOW_URL } from './playwright.config';

// A contact arriving on the server reaches a logged-in SuperAdmin's bell without a reload: the row is
// inserted straight into the database, as the public site does (through the e2e harness's SQL
// window), the insert trigger of migration 0010 notifies, the graphql-ws subscription carries it
// to the open page: the badge rises, the entry is listed, a toast shows. Opening the entry marks
// it read, which a reload keeps; a burst then shows one toast and counts the rest, and the bell
// shows older entries on demand. The bell lists the newest 5: the Admin's exports in the flows
// running in parallel pushed the entry off that list before the reload (a CI failure), so this
// flow signs in as the SuperAdmin, whom no other flow notifies; counts are still compared with
// "at least".

const CONTACT = 'Josefina Carrasco Lagos';
const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/** The page's next realtime socket sending the notifications subscription. */
const subscription = (page: Page) =>
  page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes('notificationReceived'),
    }),
  );

async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) sin leer/.exec(label);
  return match ? Number(match[1]) : 0;
}

test('a contact from the public site shows in the SuperAdmin bell live, and its read mark persists', async ({
  page,
  request,
}) => {
  // The subscription is sent once the realtime socket is up: wait for it before inserting.
  const subscribed = subscription(page);
  await logIn(page, 'superadmin@demo.cl');
  await expect(page).toHaveURL(/\/home$/);
  await subscribed;
  await expect(bell(page)).toBeVisible();
  const before = await unreadCount(page);

  const insert = await request.post(`${SQL_WINDOW_URL}/sql`, {
    data: `insert into contact_forms (project_id, name, email, phone, query, origin)
      select id, '${CONTACT}', 'josefina.carrasco@gmail.com', '+56 9 8765 4321',
        'Quisiera cotizar un departamento de 2 dormitorios con subsidio DS19', 'web'
      from projects where deleted_at is null order by id limit 1`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(insert.status(), await insert.text()).toBe(204);

  const toasts = page.getByRole('region', { name: /Notificaciones/ });
  await expect(toasts.getByText(new RegExp(`${CONTACT} escribió por`))).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThanOrEqual(before + 1);
  await bell(page).click();
  const entry = page.getByRole('link', { name: new RegExp(`Nuevo contacto \\(sin leer\\) ${CONTACT}`) }); // prettier-ignore
  await expect(entry).toBeVisible();
  const unreadBeforeOpening = await unreadCount(page);
  // The bell marks the entry read at once and tells the server after: a reload before the
  // server answers would cancel the mark (a CI failure), so the flow waits for that answer.
  const marked = page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      (r.request().postData() ?? '').includes('MarkNotificationsRead'),
  );
  await entry.click();
  await expect(page).toHaveURL(/\/contacts\?project=\d+$/);
  expect((await marked).ok()).toBe(true);
  await expect.poll(() => unreadCount(page)).toBeLessThan(unreadBeforeOpening);

  const resubscribed = subscription(page);
  await page.reload();
  await bell(page).click();
  const read = page.getByRole('link', { name: new RegExp(`Nuevo contacto ${CONTACT}`) });
  await expect(read).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`\\(sin leer\\) ${CONTACT}`) })).toHaveCount(0); // prettier-ignore
  await page.keyboard.press('Escape');
  await resubscribed;

  // A burst (six contacts in one statement): one toast of its own, the other five counted in one,
  // whose «Ver» opens the bell; it lists the newest five, and «Ver anteriores» the ones before.
  const burst = await request.post(`${SQL_WINDOW_URL}/sql`, {
    data: `insert into contact_forms (project_id, name, email, phone, query, origin)
      select p.id, 'Contacto de ráfaga ' || n, 'rafaga' || n || '@gmail.com', '+56 9 8765 4321',
        'Quisiera cotizar', 'web'
      from (select id from projects where deleted_at is null order by id limit 1) p,
        generate_series(1, 6) n`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(burst.status(), await burst.text()).toBe(204);
  await expect(toasts.getByText('Y 5 notificaciones nuevas más')).toBeVisible();
  await expect(toasts.getByText(/Contacto de ráfaga \d escribió por/)).toHaveCount(1);
  // «Ver» on the counting toast opens the bell.
  const counting = toasts.getByRole('status').filter({ hasText: 'Y 5 notificaciones nuevas más' });
  await counting.getByRole('button', { name: 'Ver' }).click();
  const listed = page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('listitem');
  await expect(listed).toHaveCount(5);
  await page.getByRole('button', { name: 'Ver anteriores' }).click();
  await expect.poll(() => listed.count()).toBeGreaterThan(6);
  await expect(listed.filter({ hasText: CONTACT })).toHaveCount(1);
});
