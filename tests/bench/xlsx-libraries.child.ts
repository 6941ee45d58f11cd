import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { writeSheet, type SheetColumn } from '../../src/server/spreadsheets/sheet-writer';
import { openFirstSheet, type SheetCell } from '../../src/server/spreadsheets/xlsx-reader';
import { inspectXlsx } from '../../src/server/spreadsheets/xlsx-safety';

// One measurement of xlsx-libraries.ts in a process of its own, so that its peak memory is that
// library's alone: `write-ours` / `write-exceljs` write ROWS unit-like rows into a sink that only
// counts bytes; `read-ours` / `read-exceljs` read the file given, already in memory (an upload
// is), through the same safety gate; `input` writes that file (exceljs, shared strings, as Excel
// saves). Prints JSON.

export const ROWS = 100_000;
const BATCH = 2_000;
const ORIENTATIONS = ['N', 'S', 'O', 'P', 'NO', 'NP', 'SO', 'SP'];

export type Value = string | number | boolean | Date | null;
const HEADERS = ['Tipo', 'Identificador', 'Modelo', 'Orientación', 'Piso', 'Torre', 'Precio UF',
  'Dormitorios', 'Superficie total', 'Visible', 'Promesable', 'Bodegas', 'Entrega']; // prettier-ignore
const KINDS = ['text', 'text', 'text', 'text', 'int', 'text', 'uf', 'int', 'number', 'bool',
  'bool', 'text', 'date'] as const; // prettier-ignore

/** The rows as a driver hands them over: fresh arrays, a batch at a time. */
export function* batches(): Generator<Value[][]> {
  for (let start = 0; start < ROWS; start += BATCH) {
    const batch: Value[][] = [];
    for (let g = start; g < start + BATCH; g++) {
      const tower = String.fromCharCode(65 + (g % 5));
      const floor = 1 + Math.floor(g / 5 / 40);
      batch.push([
        g % 10 < 7 ? 'departamento' : g % 10 < 9 ? 'bodega' : 'estacionamiento',
        `${tower}${floor}${String((((g / 5) % 40) | 0) + 1).padStart(2, '0')}`,
        `Modelo ${String.fromCharCode(65 + (g % 8))} ${1 + (g % 3)}D${1 + (g % 2)}B`,
        ORIENTATIONS[g % 8]!,
        floor,
        tower,
        Math.round((1850 + (g % 8) * 95 + (g / 200) * 4.5) * 100) / 100,
        1 + (g % 3),
        Math.round((38 + (g % 8) * 6.25) * 100) / 100,
        g % 13 !== 0,
        g % 7 !== 0,
        g % 4 === 0 ? `B-${String(g % 900).padStart(3, '0')}` : null,
        new Date(Date.UTC(2026, 0, 1) + (g % 900) * 86_400_000),
      ]);
    }
    yield batch;
  }
}

const counter = () => {
  const sink = { bytes: 0, stream: null as unknown as Writable };
  sink.stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink.bytes += chunk.length;
      callback();
    },
  });
  return sink;
};

async function writeOurs(out: Writable, rows: Iterable<Value[][]>): Promise<void> {
  const columns: SheetColumn<Value[]>[] = HEADERS.map((header, i) => ({
    header,
    kind: KINDS[i]!,
    value: (row) => row[i],
  }));
  await writeSheet(out, 'Unidades', columns, rows);
}

const NUM_FMT: Partial<Record<(typeof KINDS)[number], string>> = { uf: '#,##0.00', date: 'dd-mm-yyyy' }; // prettier-ignore

export async function writeExceljs(
  out: Writable,
  rows: Iterable<Value[][]>,
  useSharedStrings = false,
  headers: readonly string[] = HEADERS,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings, useStyles: true }); // prettier-ignore
  const sheet = book.addWorksheet('Unidades');
  sheet.columns = headers.map((header, i) => {
    const numFmt = headers === HEADERS ? NUM_FMT[KINDS[i]!] : header === 'Entrega' ? 'dd-mm-yyyy' : undefined; // prettier-ignore
    return { header, key: String(i), style: numFmt ? { numFmt } : {} };
  });
  for (const batch of rows) for (const row of batch) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
}

export async function readOurs(bytes: Uint8Array): Promise<SheetCell[][]> {
  const rows: SheetCell[][] = [];
  for await (const batch of openFirstSheet(bytes).rows()) for (const r of batch) rows.push(r.cells);
  return rows;
}

/** The first sheet's rows through exceljs' streaming reader, cells 0-based like ours. */
export async function readExceljs(bytes: Uint8Array): Promise<SheetCell[][]> {
  inspectXlsx(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
  });
  const rows: SheetCell[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      rows.push(values.slice(1).map((v) => plainCell(v)));
    }
    break;
  }
  return rows;
}

/** exceljs' cell objects (rich text, formula results) as the plain value ours gives. */
function plainCell(value: unknown): SheetCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return (value.richText as { text: string }[]).map((r) => r.text).join(''); // prettier-ignore
    if ('result' in value) return plainCell(value.result);
    if ('text' in value) return String(value.text);
    return JSON.stringify(value);
  }
  return value as SheetCell;
}

async function main(task: string, file?: string) {
  const input = file && task.startsWith('read') ? new Uint8Array(readFileSync(file)) : undefined;
  const baseRssKb = Math.round(process.memoryUsage().rss / 1024);
  const t0 = performance.now();
  let rows = ROWS;
  let bytes = 0;
  if (task === 'input') {
    const chunks: Buffer[] = [];
    const out = new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) });
    await writeExceljs(out, batches(), true);
    writeFileSync(file!, Buffer.concat(chunks));
  } else if (task === 'write-ours' || task === 'write-exceljs') {
    const sink = counter();
    await (task === 'write-ours' ? writeOurs(sink.stream, batches()) : writeExceljs(sink.stream, batches())); // prettier-ignore
    bytes = sink.bytes;
  } else if (task === 'read-ours') {
    rows = (await readOurs(input!)).length - 1;
  } else if (task === 'read-exceljs') {
    rows = (await readExceljs(input!)).length - 1;
  } else throw new Error(`unknown task ${task}`);
  const ms = performance.now() - t0;
  const maxRssKb = process.resourceUsage().maxRSS;
  console.log(JSON.stringify({ task, ms, rows, bytes, baseRssKb, maxRssKb }));
}

if (process.argv[1]?.endsWith('xlsx-libraries.child.ts'))
  await main(process.argv[2]!, process.argv[3]);
