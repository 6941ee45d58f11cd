import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import {
  writeSheet,
  type CellKind,
  type SheetColumn,
} from '../../src/server/spreadsheets/sheet-writer';
import type { SheetCell } from '../../src/server/spreadsheets/xlsx-reader';
import { ROWS, readExceljs, readOurs, writeExceljs, type Value } from './xlsx-libraries.child';

// Issue 28 (docs/decisions/0002-xlsx.md): the hand-written xlsx reader and writer against
// exceljs' streaming ones. Correctness on the units template sheet as openpyxl, SheetJS,
// LibreOffice and exceljs write it (tests/fixtures/xlsx/writers); then ROWS rows, time and peak
// memory, each measurement in a process of its own (xlsx-libraries.child.ts), the libraries in
// alternating order round after round on the same machine. Prints ratios exceljs / ours.

const WRITERS = 'tests/fixtures/xlsx/writers/';
const FIXTURES = ['openpyxl', 'sheetjs', 'libreoffice', 'exceljs'].map((w) => `template-${w}.xlsx`); // prettier-ignore
const INPUT = '/tmp/xlsx-libraries/units-100000.xlsx';
type Task = 'write-ours' | 'write-exceljs' | 'read-ours' | 'read-exceljs';
const TASKS: Task[] = ['write-ours', 'write-exceljs', 'read-ours', 'read-exceljs'];

interface Spec {
  headers: string[];
  rows: (string | number | boolean | null)[][];
}
interface Run {
  task: Task;
  ms: number;
  rows: number;
  baseRssKb: number;
  maxRssKb: number;
}
export interface XlsxLibrariesReport {
  /** Per fixture (and per writer, read back by ours): whether each library got every value. */
  readers: { file: string; ours: string; exceljs: string }[];
  writers: { ours: string; exceljs: string };
  runs: Run[];
}

const spec = JSON.parse(readFileSync(`${WRITERS}template-sheet.json`, 'utf8')) as Spec;
const dateColumn = spec.headers.indexOf('Entrega');
const asDay = (v: unknown) => (typeof v === 'string' ? new Date(`${v}T00:00:00Z`) : v);
const expected = (booleans: (b: boolean) => SheetCell = (b) => b): SheetCell[][] => [
  spec.headers,
  ...spec.rows.map((row) =>
    row.map((v, i) => (i === dateColumn ? asDay(v) : typeof v === 'boolean' ? booleans(v) : v)),
  ),
] as SheetCell[][]; // prettier-ignore

/** 'igual' or the first cell that differs. */
function verdict(rows: SheetCell[][], want: SheetCell[][]): string {
  for (let r = 0; r < Math.max(rows.length, want.length); r++) {
    for (let c = 0; c < spec.headers.length; c++) {
      const got = rows[r]?.[c] ?? null;
      const exp = want[r]?.[c] ?? null;
      if (!isDeepStrictEqual(got, exp)) return `fila ${r + 1} col. ${c + 1}: ${JSON.stringify(got)} ≠ ${JSON.stringify(exp)}`; // prettier-ignore
    }
  }
  return 'igual';
}

const KINDS: CellKind[] = ['text', 'text', 'text', 'text', 'int', 'text', 'text', 'uf', 'int',
  'int', 'number', 'number', 'number', 'number', 'text', 'text', 'text', 'date', 'bool']; // prettier-ignore

/** A library that throws on a file people send gets that as its verdict. */
async function tried(read: () => Promise<SheetCell[][]>, want: SheetCell[][]): Promise<string> {
  try {
    return verdict(await read(), want);
  } catch (error) {
    return `falla: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function collect(write: (out: Writable) => Promise<unknown>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const out = new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) });
  await write(out);
  return new Uint8Array(Buffer.concat(chunks));
}

async function correctness(): Promise<Pick<XlsxLibrariesReport, 'readers' | 'writers'>> {
  const readers = [];
  for (const file of FIXTURES) {
    const bytes = new Uint8Array(readFileSync(WRITERS + file));
    readers.push({
      file,
      ours: await tried(() => readOurs(bytes), expected()),
      exceljs: await tried(() => readExceljs(bytes), expected()),
    });
  }
  const columns: SheetColumn<Spec['rows'][number]>[] = spec.headers.map((header, i) => ({
    header,
    kind: KINDS[i]!,
    value: (row) => row[i],
  }));
  const ours = await collect((out) => writeSheet(out, 'Unidades', columns, [spec.rows]));
  const rows: Value[][] = spec.rows.map((row) =>
    row.map((v, i) => (i === dateColumn && typeof v === 'string' ? new Date(`${v}T00:00:00Z`) : v)),
  );
  const theirs = await collect((out) => writeExceljs(out, [rows], false, spec.headers));
  return {
    readers,
    writers: {
      // Ours writes a boolean as «Sí» / «No» text on purpose (what people read in the file).
      ours: await tried(
        () => readOurs(ours),
        expected((b) => (b ? 'Sí' : 'No')),
      ),
      exceljs: await tried(() => readOurs(theirs), expected()),
    },
  };
}

function child(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/xlsx-libraries.child.ts', ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    process_.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    process_.once('error', reject);
    process_.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`xlsx-libraries ${args[0]} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Run);
    });
  });
}

export async function measureXlsxLibraries(rounds = 3): Promise<XlsxLibrariesReport> {
  const checked = await correctness();
  mkdirSync('/tmp/xlsx-libraries', { recursive: true });
  await child(['input', INPUT]);
  const runs: Run[] = [];
  for (let round = 0; round < rounds; round++) {
    // Alternating order: neither library always runs on a warmer or a busier machine.
    const order = round % 2 ? [...TASKS].reverse() : TASKS;
    for (const task of order) runs.push(await child([task, INPUT]));
  }
  return { ...checked, runs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function printXlsxLibraries(report: XlsxLibrariesReport) {
  console.log('xlsx: lector y escritor propios frente a los de exceljs (streaming)');
  for (const r of report.readers)
    console.log(`  lectura de ${r.file}: propio ${r.ours}; exceljs ${r.exceljs}`);
  console.log(`  escritura de la plantilla, leída de vuelta: propio ${report.writers.ours}; exceljs ${report.writers.exceljs}`); // prettier-ignore
  const of = (task: Task) => report.runs.filter((r) => r.task === task);
  const ms = (task: Task) => median(of(task).map((r) => r.ms));
  const mb = (task: Task) => median(of(task).map((r) => r.maxRssKb)) / 1024;
  const base = (task: Task) => median(of(task).map((r) => r.baseRssKb)) / 1024;
  for (const what of ['write', 'read'] as const) {
    const ours = `${what}-ours` as Task;
    const theirs = `${what}-exceljs` as Task;
    console.log(
      `  ${what === 'write' ? 'escribir' : 'leer'} ${ROWS.toLocaleString('es-CL')} filas (mediana de ${of(ours).length}): propio ${ms(ours).toFixed(0)} ms y ${mb(ours).toFixed(0)} MB máx. (${base(ours).toFixed(0)} MB antes), exceljs ${ms(theirs).toFixed(0)} ms y ${mb(theirs).toFixed(0)} MB máx. (${base(theirs).toFixed(0)} MB antes); exceljs/propio: tiempo ×${(ms(theirs) / ms(ours)).toFixed(2)}, memoria ×${(mb(theirs) / mb(ours)).toFixed(2)}`,
    );
    console.log(`    pasadas: ${of(ours).map((r) => r.ms.toFixed(0)).join(', ')} ms propio; ${of(theirs).map((r) => r.ms.toFixed(0)).join(', ')} ms exceljs`); // prettier-ignore
  }
}

if (process.argv[1]?.endsWith('xlsx-libraries.ts'))
  printXlsxLibraries(await measureXlsxLibraries());
