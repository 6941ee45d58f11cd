import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openFirstSheet, type SheetCell } from './xlsx-reader';

// The units template sheet as four programs people use write it (openpyxl, SheetJS, LibreOffice,
// exceljs; tests/fixtures/xlsx/writers): each one read through the server's reader gives the
// same rows: text with accents and entities, integers, decimals, negatives, booleans, dates and
// empty cells, from shared, inline and t="str" strings alike.

const WRITERS = new URL('../../../tests/fixtures/xlsx/writers/', import.meta.url);

interface TemplateSheet {
  headers: string[];
  rows: (string | number | boolean | null)[][];
}
const spec = JSON.parse(
  readFileSync(new URL('template-sheet.json', WRITERS), 'utf8'),
) as TemplateSheet;
const dateColumn = spec.headers.indexOf('Entrega');

/** A row as the reader should give it: empty cells as null, the delivery day as a UTC midnight. */
const expected: SheetCell[][] = [
  spec.headers,
  ...spec.rows.map((row) =>
    row.map((value, i) =>
      i === dateColumn && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value,
    ),
  ),
];

/** The sheet's rows with every column up to the last header, holes as null. */
async function readRows(file: string): Promise<SheetCell[][]> {
  const bytes = readFileSync(new URL(file, WRITERS));
  const rows: SheetCell[][] = [];
  for await (const batch of openFirstSheet(new Uint8Array(bytes)).rows()) {
    for (const { row, cells } of batch) {
      expect(row).toBe(rows.length + 1);
      rows.push(Array.from({ length: spec.headers.length }, (_, i) => cells[i] ?? null));
    }
  }
  return rows;
}

describe('the units template sheet from other writers', () => {
  it.each([
    'template-openpyxl.xlsx',
    'template-sheetjs.xlsx',
    'template-libreoffice.xlsx',
    'template-exceljs.xlsx',
  ])('%s reads as the same rows', async (file) => {
    expect(await readRows(file)).toEqual(expected);
  });
});
