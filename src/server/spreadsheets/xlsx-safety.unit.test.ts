import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/fixtures/xlsx/fixture-files';
import { oversizeXlsx, tooManyRowsXlsx } from '../../../tests/fixtures/xlsx/build-xlsx-fixtures';
import { readUnitsSheet } from '../modules/units-import/units-import.sheet.service';
import { inspectXlsx, xlsxMessages } from './xlsx-safety';

// Every hostile file of tests/fixtures/xlsx is refused with its Spanish message (BAD_USER_INPUT)
// before anything is inflated beyond what its directory allows.

async function refusal(bytes: Uint8Array): Promise<GraphQLError> {
  try {
    await readUnitsSheet(bytes, 'create');
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('the sheet was accepted');
}

describe('hostile sheets', () => {
  it.each([
    ['no-es-excel.xlsx', xlsxMessages.notXlsx],
    ['xls-antiguo.xlsx', xlsxMessages.legacyOrProtected],
    ['zip-corrupto.xlsx', xlsxMessages.corrupt],
    ['zip-sin-libro.xlsx', xlsxMessages.notXlsx],
    ['bomba-proporcion.xlsx', xlsxMessages.bomb],
    ['bomba-entradas.xlsx', xlsxMessages.tooManyEntries],
    ['tamano-mentido.xlsx', xlsxMessages.corrupt],
  ])('refuses %s', async (name, message) => {
    const error = await refusal(fixture(name));
    expect(error.message).toBe(message);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a file over 20 MB before reading its directory', async () => {
    const bytes = oversizeXlsx();
    expect(bytes.length).toBeGreaterThan(20 * 1024 * 1024);
    expect((await refusal(bytes)).message).toBe(xlsxMessages.tooLarge);
  });

  it('refuses a sheet of more than 100,000 data rows', async () => {
    expect((await refusal(tooManyRowsXlsx())).message).toBe(xlsxMessages.tooManyRows);
  });

  it('refuses an empty file', async () => {
    expect((await refusal(new Uint8Array())).message).toBe(xlsxMessages.empty);
  });

  it('reads the directory of a sound workbook without inflating it', () => {
    const entries = inspectXlsx(fixture('unidades-validas-300.xlsx'));
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    );
  });
});
