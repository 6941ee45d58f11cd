import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  CommentsDocument,
  ContactFormsDocument,
  ProjectsRelatedToMeDocument,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation } from './helpers';

// Issue 9 flows on the seeded demo through the real server: an Admin publishes a testimonial with
// a photo and finds it, thumbnail and all, at the top of /comments; a RealstateAdmin's /contacts
// shows exactly what the server gives that agency.

/** axe-core's serious and critical findings, once the route transition has finished. */
async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PHOTO = fileURLToPath(new URL('../fixtures/images/familia-entrega.png', import.meta.url));

test('Admin creates a comment with an image and sees it in the list with its thumbnail', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin@demo.cl');
  const { projectsrelatedtome } = await queryOperation(request, token, ProjectsRelatedToMeDocument, {}); // prettier-ignore
  const project = projectsrelatedtome[0];
  if (!project) throw new Error('el demo no tiene proyectos');
  const name = `Familia Araya Pizarro ${Date.now()}`;

  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/comments/create');
  const form = page.getByRole('form', { name: 'Comentario' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Comentario').fill('Recibimos las llaves en marzo. ¡Gracias por todo!');
  await form.getByLabel('Proyecto').selectOption({ label: project.name });
  await form.getByLabel('Imagen (opcional)', { exact: true }).setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: /Vista previa/ })).toBeVisible();
  await form.getByRole('button', { name: 'Crear comentario' }).click();

  // The toast first: it shows for a few seconds from the save, and the list's refetch before the
  // move to /comments may outlast it on a busy machine.
  await expect(page.getByText('Comentario creado.')).toBeVisible();
  await expect(page).toHaveURL('/comments');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(project.name)).toBeVisible();
  const thumbnail = row.getByRole('img', { name: `Imagen del comentario de ${name}` });
  await expect(thumbnail).toBeVisible();
  // The browser really drew it (a broken image has no natural size).
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32); // prettier-ignore
  const src = await thumbnail.getAttribute('src');
  if (!src) throw new Error('la miniatura no tiene src');
  const image = await request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/png/);
  expect(await seriousViolations(page)).toEqual([]);

  const { comments } = await queryOperation(request, token, CommentsDocument, { project_id: project.id }); // prettier-ignore
  expect(comments.data[0]).toMatchObject({ name, media: { full_url: src } });
});

test("a RealstateAdmin's /contacts shows only what the server gives their agency", async ({
  page,
  request,
}) => {
  const mine = await apiToken(request, 'realstateadmin@demo.cl');
  const { contactform } = await queryOperation(request, mine, ContactFormsDocument, { page: 1 });
  const admin = await apiToken(request, 'admin@demo.cl');
  const every = await queryOperation(request, admin, ContactFormsDocument, { page: 1 });
  expect(contactform.total).toBeGreaterThan(0);
  expect(contactform.total).toBeLessThan(every.contactform.total);

  await logIn(page, 'realstateadmin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Formularios de proyectos' })).toBeVisible(); // prettier-ignore
  await expect(page.getByRole('combobox', { name: 'Inmobiliaria' })).toHaveCount(0);
  const table = page.getByRole('region', { name: 'Contactos de proyectos' });
  const names = table.locator('tbody tr td:first-child');
  await expect(names).toHaveText(contactform.data.map((row) => row.name));
  const projects = table.locator('tbody tr td:nth-child(6)');
  await expect(projects).toHaveText(contactform.data.map((row) => row.project?.name ?? '—'));
  await expect(page.getByText(new RegExp(`de ${contactform.total.toLocaleString('es-CL')}$`))).toBeVisible(); // prettier-ignore
  expect(await seriousViolations(page)).toEqual([]);
});
