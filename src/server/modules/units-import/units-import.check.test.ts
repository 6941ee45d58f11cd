import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oversizeXlsx } from '../../../../tests/fixtures/xlsx/build-xlsx-fixtures';
import { fixture } from '../../../../tests/fixtures/xlsx/fixture-files';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { exportJobs } from '../../db/schema';
import { readUnitsSheet } from './units-import.sheet.service';
import { xlsxMessages } from '../../spreadsheets/xlsx-safety';
import { checkSheet, footprint, tokens } from './units-import.fixtures';

// checkPropertiesExcel through the real server: a sound sheet is read, a sheet with errors comes
// back with every problem by row and column and a downloadable annotated copy, and a hostile file
// is refused with its Spanish message, having written nothing at all.

let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

describe('checkPropertiesExcel', () => {
  it('reads a valid sheet of 300 units and saves nothing', async () => {
    const before = await footprint(t.database.db);
    const result = await checkSheet(
      t,
      await token('realstateadmin@demo.cl'),
      fixture('unidades-validas-300.xlsx'),
    );
    expect(result.errors).toBeUndefined();
    const answer = result.data?.checkPropertiesExcel;
    expect(answer?.status).toBe(true);
    expect(answer?.info).toBe(
      '300 unidades listas para guardar: 210 departamentos y casas, 45 bodegas y 45 estacionamientos.',
    );
    expect(answer?.validation_errors).toEqual([]);
    expect(answer?.errors_url).toBeNull();
    expect(Array.isArray(answer?.data) && answer.data.length).toBe(300);
    expect(await footprint(t.database.db)).toEqual(before);
  });

  it('lists every problem by row and column and offers the sheet back with an «Errores» column', async () => {
    const admin = await token('realstateadmin@demo.cl');
    const before = await footprint(t.database.db);
    const result = await checkSheet(t, admin, fixture('unidades-con-errores.xlsx'), 'torre A.xlsx');
    const answer = result.data?.checkPropertiesExcel;
    expect(answer?.status).toBe(false);
    expect(answer?.info).toBe('Se encontraron 12 errores; no se guardó nada.');
    expect(answer?.validation_errors).toContainEqual({
      row: 14,
      column: 'Precio',
      message: 'Fila 14, columna Precio: «12,5,0» no es un número',
    });
    const after = await footprint(t.database.db);
    expect(after).toEqual({ ...before, exportJobs: before.exportJobs + 1 });

    const url = answer?.errors_url ?? '';
    const jobId = /\/api\/exports\/([^/]+)\/download/.exec(url)?.[1] ?? '';
    const [job] = await t.database.db.select().from(exportJobs).where(eq(exportJobs.id, jobId));
    expect(job).toMatchObject({
      type: 'units_import_errors',
      status: 'ready',
      progress: 100,
      file_name: 'Errores - torre A.xlsx',
    });

    const download = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(download.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const errorsColumn = headers.indexOf('Errores') + 1;
    expect(errorsColumn).toBe(18);
    expect(sheet?.getRow(14).getCell(errorsColumn).value).toBe(
      'Fila 14, columna Precio: «12,5,0» no es un número',
    );
    expect(sheet?.getRow(2).getCell(errorsColumn).value).toBeNull();
    expect(sheet?.rowCount).toBe(21);

    // Fixed or not, the copy can be checked again as it is: the «Errores» column is ignored.
    const again = await readUnitsSheet(download.rawPayload, 'create');
    expect(again.validation.issues.map((i) => i.message)).toEqual(
      answer?.validation_errors.map((e) => e.message),
    );
  });

  it('refuses each hostile file with its Spanish message and writes nothing', async () => {
    const admin = await token('admin@demo.cl');
    const before = await footprint(t.database.db);
    const cases: [Uint8Array, string][] = [
      [fixture('no-es-excel.xlsx'), xlsxMessages.notXlsx],
      [fixture('xls-antiguo.xlsx'), xlsxMessages.legacyOrProtected],
      [fixture('zip-corrupto.xlsx'), xlsxMessages.corrupt],
      [fixture('zip-sin-libro.xlsx'), xlsxMessages.notXlsx],
      [fixture('bomba-proporcion.xlsx'), xlsxMessages.bomb],
      [fixture('bomba-entradas.xlsx'), xlsxMessages.tooManyEntries],
      [fixture('tamano-mentido.xlsx'), xlsxMessages.corrupt],
      [oversizeXlsx(), xlsxMessages.tooLarge],
    ];
    for (const [bytes, message] of cases) {
      const result = await checkSheet(t, admin, bytes);
      expect(result.data?.checkPropertiesExcel ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await footprint(t.database.db)).toEqual(before);
  });

  it('reads formulas by their saved value; one saved without a value is an error of its cell', async () => {
    const admin = await token('admin@demo.cl');
    const withValues = await checkSheet(t, admin, fixture('formulas-con-valor.xlsx'));
    expect(withValues.data?.checkPropertiesExcel.status).toBe(true);
    const without = await checkSheet(t, admin, fixture('formula-sin-valor.xlsx'));
    expect(without.data?.checkPropertiesExcel.validation_errors).toEqual([
      {
        row: 3,
        column: 'Precio UF',
        message:
          'Fila 3, columna Precio UF: contiene una fórmula sin valor calculado (=SUM(H2:H2)*1.1); escribe el valor',
      },
    ]);
  });

  it('is refused to roles that cannot import units', async () => {
    const result = await checkSheet(
      t,
      await token('realstateuser@demo.cl'),
      fixture('unidades-validas-300.xlsx'),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
