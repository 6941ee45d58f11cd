import { expect, test } from '@playwright/test';
import { NewsDocument, NewsItemDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation } from './helpers';

// Issue 9, news: a NewsUser writes a news item with a cover image and two tags and publishes it;
// the server keeps it visible with its cover and tags, and the list (which spec §6 opens to
// Admin and the agency roles, not to NewsUser) shows it as «Visible».

// The smallest valid PNG (1×1): real image bytes, so the server's content check accepts it.
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('NewsUser creates a news item with a cover and two tags, publishes it, and it lists as «Visible»', async ({
  page,
  browser,
  request,
}) => {
  const title = `Entrega de viviendas en Puerto Montt ${Date.now()}`;
  await logIn(page, 'newsuser@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page
    .getByRole('textbox', { name: /^Subtítulo/ })
    .fill('Más de 200 familias reciben su departamento');
  const body = page.getByRole('textbox', { name: 'Cuerpo' });
  await body.click();
  await page.keyboard.type('Las familias del programa DS19 recibieron hoy sus llaves.');
  await page.getByRole('textbox', { name: /^Fecha/ }).fill('21-07-2025');
  await page
    .getByLabel('Portada', { exact: true })
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: COVER });
  await expect(page.getByAltText('Vista previa de portada')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Subsidios', exact: true }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Financiamiento', exact: true }).check({ force: true });
  await page.getByText('Visible en el sitio público').click();
  await page.getByRole('button', { name: 'Crear noticia' }).click();
  await expect(page).toHaveURL(/\/news\/\d+\/details$/);
  await expect(page.getByText(`Noticia «${title}» creada.`)).toBeVisible();
  const id = /\/news\/(\d+)\/details$/.exec(page.url())?.[1] ?? '';

  // What the server kept: visible, the cover stored, both tags, the HTML of the editor.
  const token = await apiToken(request, 'newsuser@demo.cl');
  const { news } = await queryOperation(request, token, NewsItemDocument, { id });
  const saved = news.data[0];
  expect(saved).toMatchObject({ title, status: 1, date: '2025-07-21' });
  expect(saved?.medias.map((m) => [m.type, m.mime])).toEqual([['cover_page', 'image/png']]);
  expect(saved?.tagsNews.map((t) => t.name).sort()).toEqual(['Financiamiento', 'Subsidios']);
  expect(saved?.body).toContain('<p>Las familias del programa DS19 recibieron hoy sus llaves.</p>');
  expect(saved?.body).not.toContain('<script');
  const cover = await request.get(saved?.medias[0]?.full_url ?? '');
  expect(cover.status()).toBe(200);

  // The list, as an Admin sees it, filtered by the title in the URL.
  const admin = await browser.newPage();
  await logIn(admin, 'admin@demo.cl');
  await expect(admin).toHaveURL('/home');
  await admin.goto(`/news?title=${encodeURIComponent(title)}`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Visible', { exact: true })).toBeVisible();
  const listed = await queryOperation(request, token, NewsDocument, { title, status: '1' });
  expect(listed.news.data.map((n) => n.id)).toEqual([id]);
  await admin.close();
});
