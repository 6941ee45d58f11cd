// Test support for the export suites: an app with its own storage, downloads and workbooks.
// Never imported by production code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';

export { tokens } from '../agencies/agencies.fixtures';

/** The demo app, with a storage directory of its own and no background runner. */
export function startExportsApp(): Promise<TestApp> {
  return startTestApp('demo', { storageDir: mkdtempSync(join(tmpdir(), 'exportaciones-')) });
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no hay usuario ${email}`);
  return row.id;
}

/** GET of a download link, with or without the Authorization header. */
export function download(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The first sheet of an xlsx file, as exceljs reads it. */
export async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer: hand it a copy of exactly the file bytes.
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('el archivo no tiene hojas');
  return sheet;
}

/** Header texts of row 1. */
export function headersOf(sheet: ExcelJS.Worksheet): string[] {
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell) => headers.push(cell.text));
  return headers;
}

/** The values of one column (by header) below the header row. */
export function columnOf(sheet: ExcelJS.Worksheet, header: string): ExcelJS.CellValue[] {
  const index = headersOf(sheet).indexOf(header) + 1;
  if (index === 0) throw new Error(`no hay columna ${header}`);
  const values: ExcelJS.CellValue[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) values.push(sheet.getRow(r).getCell(index).value);
  return values;
}
