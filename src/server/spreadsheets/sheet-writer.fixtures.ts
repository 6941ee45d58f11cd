import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetColumn } from './sheet-writer';
import { writeSheet } from './sheet-writer';

// Helpers of the writer's tests: write into memory, read back with exceljs as a user's program would.

export async function writeToBuffer<Row>(
  columns: readonly SheetColumn<Row>[],
  rows: Iterable<readonly Row[]> | AsyncIterable<readonly Row[]>,
  name = 'Prueba',
): Promise<{ body: Buffer; written: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = await writeSheet(out, name, columns, rows);
  return { body: Buffer.concat(chunks), written };
}

export async function readBack(body: Buffer, name = 'Prueba') {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer; a copy gives it exactly that.
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { workbook, sheet, rows };
}
