import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import {
  CreatePropertyDocument,
  ProjectsRelatedToMeDocument,
  PropertiesDocument,
} from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation as gql } from './helpers';

// The unit import in Chromium against the real server: the agency admin downloads nothing by
// hand; the test reads the template's columns, writes sheets with exceljs, and imports them
// through the wizard. A valid sheet of 300 homes lands in the table (saved by the check's
// import_id); a sheet with errors comes back annotated («Errores» column) and writes nothing.

const USER = 'admin@demo.cl';

/** 'Precio (UF)' → 'precio_uf', 'Baños' → 'banos': the template's headers, compared loosely. */
const keyOf = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

async function templateHeaders(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/excelDemoProperties', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await res.body()).buffer);
  const headers: string[] = [];
  // The units sheet, not the «Instrucciones» one beside it.
  const sheet = book.worksheets.find((ws) => !/instrucc/i.test(ws.name));
  sheet?.getRow(1).eachCell((cell) => headers.push(String(cell.value ?? '')));
  expect(headers.length).toBeGreaterThan(5);
  return headers;
}

type Unit = Record<string, string | number>;

/** A home of the sheet by the template's column keys (unknown columns stay empty). */
const home = (identifier: string, i: number): Unit => ({
  tipo: 'departamento',
  identificador: identifier,
  modelo: 'Modelo Peumo 2D1B',
  orientacion: i % 2 === 0 ? 'N' : 'NO',
  piso: 1 + (i % 15),
  torre: 'E',
  precio_uf: 2350.5 + i,
  dormitorios: 2,
  banos: 1,
  superficie_total: 54.35,
  superficie_municipal: 50.1,
  superficie_construida: 48.2,
  superficie_terraza: 6.15,
  visible: 'SI',
  reservable: 'SI',
  promesable: 'NO',
});

async function sheetOf(headers: string[], units: Unit[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Unidades');
  sheet.addRow(headers);
  const keys = headers.map(keyOf);
  // 'superficie_total_m2' or 'precio_uf' still find 'superficie_total' and 'precio_uf'.
  const fieldOf = (key: string, unit: Unit) =>
    Object.keys(unit)
      .filter((field) => key === field || key.startsWith(`${field}_`))
      .sort((a, b) => b.length - a.length)[0];
  for (const unit of units) {
    sheet.addRow(
      keys.map((key) => {
        const field = fieldOf(key, unit);
        return field === undefined ? null : (unit[field] ?? null);
      }),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function unitsWith(request: APIRequestContext, token: string, project: string, q: string) {
  const { properties } = await gql(request, token, PropertiesDocument, {
    project_id: project,
    identifier: q,
    model: '',
    orientation: '',
    tower: '',
    visible: '',
    page: 1,
  });
  return properties.total;
}

async function openImport(
  page: Page,
  project: string,
  prefix: string,
  name: string,
  file: Buffer,
  mode: 'Importar' | 'Actualizar' = 'Importar',
) {
  await page.goto(`/properties?project=${project}&q=${prefix}`);
  if (mode === 'Importar')
    await expect(page.getByText('No hay unidades que coincidan con los filtros.')).toBeVisible();
  await page
    .getByRole('button', {
      name: mode === 'Importar' ? 'Importar Excel' : 'Actualizar desde Excel',
    })
    .click();
  const dialog = page.getByRole('dialog', { name: `${mode} unidades desde Excel` });
  await dialog.getByLabel('Planilla de unidades').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog
    .getByRole('button', { name: mode === 'Importar' ? 'Revisar archivo' : 'Actualizar unidades' })
    .click();
  return dialog;
}

async function setUp(request: APIRequestContext, index: number) {
  const token = await apiToken(request, USER);
  const { projectsrelatedtome } = await gql(request, token, ProjectsRelatedToMeDocument, {});
  // Not the first project: units.e2e adds its homes there at the same time.
  const project = projectsrelatedtome[index];
  if (!project) throw new Error('la demo no tiene proyectos suficientes');
  const prefix = `X${Date.now().toString(36).toUpperCase()}${index}`;
  return { token, project: project.id, prefix, headers: await templateHeaders(request, token) };
}

test('a valid sheet of 300 homes is checked, saved and shown in the table', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { project, prefix, headers } = await setUp(request, 1);
  const units = Array.from({ length: 300 }, (_, i) =>
    home(`${prefix}-${String(i + 1).padStart(3, '0')}`, i),
  );
  const file = await sheetOf(headers, units);

  await logIn(page, USER);
  await expect(page).toHaveURL('/home');
  const dialog = await openImport(page, project, prefix, 'unidades-torre-e.xlsx', file);
  const save = dialog.getByRole('button', { name: 'Guardar 300 unidades' });
  await expect(save).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('Primeras 8 de 300 filas leídas')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `${prefix}-001` })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'UF 2.350,50' })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/units-import-valid.png' });
  // The save names the rows the check kept on the server: they do not travel again.
  const saveRequest = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('SavePropertiesImport'),
  );
  await save.click();
  const saveBody = (await saveRequest).postData() ?? '';
  expect(saveBody).toContain('import_id');
  expect(saveBody).not.toContain(`${prefix}-001`);
  await expect(dialog.getByText('Se guardaron 300 unidades', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();

  // The table refreshed itself: the search shows the 300 new homes (250 on the first page).
  await expect(page.getByText('Mostrando 1–250 de 300')).toBeVisible();
  await expect(page.getByRole('link', { name: `${prefix}-001` })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/units-import-table.png' });
});

test('a sheet with errors lists them, gives back the annotated copy and writes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, project, prefix, headers } = await setUp(request, 2);
  const before = await unitsWith(request, token, project, '');
  const units = Array.from({ length: 20 }, (_, i) =>
    home(`${prefix}-${String(i + 1).padStart(3, '0')}`, i),
  );
  // Row 4: a price that is no number; row 6 repeats row 2's identifier; row 9: an unknown kind.
  units[2] = { ...units[2], precio_uf: '12,5,0' };
  units[4] = { ...units[4], identificador: `${prefix}-001` };
  units[7] = { ...units[7], tipo: 'oficina' };
  const file = await sheetOf(headers, units);

  await logIn(page, USER);
  await expect(page).toHaveURL('/home');
  const dialog = await openImport(page, project, prefix, 'unidades-con-errores.xlsx', file);
  const errors = dialog.getByRole('region', { name: 'Errores por corregir' });
  await expect(errors).toBeVisible({ timeout: 60_000 });
  await expect(errors.getByRole('listitem').first()).toContainText('Fila 4');
  await expect(dialog.getByRole('button', { name: /Guardar/ })).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/artifacts/units-import-invalid.png' });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar copia con errores' }).click();
  const copy = await download;
  expect(copy.suggestedFilename()).toBe('unidades-con-errores (errores).xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await readFile(await copy.path())).buffer);
  const header: string[] = [];
  book.worksheets[0]?.getRow(1).eachCell((cell) => header.push(String(cell.value ?? '')));
  expect(header).toContain('Errores');
  expect(book.worksheets[0]?.actualRowCount).toBe(21);

  // Nothing was written: no unit carries the sheet's prefix and the project counts the same.
  expect(await unitsWith(request, token, project, prefix)).toBe(0);
  expect(await unitsWith(request, token, project, '')).toBe(before);
});

test('a sheet of new prices updates existing homes by identifier and lists them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, project, prefix, headers } = await setUp(request, 3);
  const identifiers = ['101', '102', '103'].map((n) => `${prefix}-${n}`);
  for (const identifier of identifiers) {
    await gql(request, token, CreatePropertyDocument, {
      project_id: project,
      identifier,
      price: 2100,
      model: 'Modelo Quillay 3D2B',
      bathrooms: '2',
      bedrooms: 3,
      visible: true,
    });
  }
  // Only kind, identifier and the new price: empty cells keep what the homes have.
  const file = await sheetOf(
    headers,
    identifiers.map((identificador, i) => ({
      tipo: 'departamento',
      identificador,
      precio_uf: 2450.75 + i,
    })),
  );

  await logIn(page, USER);
  await expect(page).toHaveURL('/home');
  const dialog = await openImport(page, project, prefix, 'precios-marzo.xlsx', file, 'Actualizar');
  const changed = dialog.getByRole('region', { name: 'Unidades cambiadas (3)' });
  await expect(changed).toBeVisible({ timeout: 60_000 });
  await expect(changed.getByRole('cell', { name: 'UF 2.450,75' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: identifiers[0] }) });
  await expect(row.getByText('UF 2.450,75')).toBeVisible();
  await expect(row.getByText('Modelo Quillay 3D2B')).toBeVisible();
});
