import { createInflateRaw } from 'node:zlib';
import { GraphQLError } from 'graphql';
import {
  CellProblem,
  NUMBER,
  cellValue,
  decodeValue,
  typeCode,
  type SheetCell,
} from './xlsx-reader.cells';
import { readWorkbookParts, rootPrefix, type WorkbookParts } from './xlsx-reader.parts';
import {
  digitsOf,
  findTag,
  attrs,
  readAttrs,
  scanStartTag,
  selfClosing,
  tagEnd,
  tagsFor,
  type Tags,
} from './xlsx-reader.xml';
import {
  XLSX_LIMITS,
  entryData,
  inspectXlsx,
  sheetRefused,
  xlsxMessages,
  type ZipEntry,
} from './xlsx-safety';

// Reads the cell VALUES of the first worksheet of an uploaded .xlsx, row batch by row batch, as
// the sheet XML inflates: shared and inline strings, numbers, booleans and dates (numbers with a
// date style). Formulas are never evaluated: their cached value is the cell's value, and a formula
// saved without one comes back as a CellProblem the caller reports for that cell.

export { CellProblem, type SheetCell };

export interface SheetRow {
  /** 1-based row number of the sheet. */
  row: number;
  /** By 0-based column; holes and null are empty cells. */
  cells: SheetCell[];
}

export interface OpenedSheet {
  name: string;
  /** Rows holding at least one value, in batches; may be called again to read the sheet again. */
  rows(): AsyncGenerator<SheetRow[]>;
}

/** Columns past this one are not read (the units sheet has 17). */
export const MAX_COLUMNS = 256;
const MAX_CARRY = 8 * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** Checks the file (xlsx-safety) and locates its first worksheet; throws BAD_USER_INPUT. */
export function openFirstSheet(bytes: Uint8Array): OpenedSheet {
  const entries = inspectXlsx(bytes);
  const parts = readWorkbookParts(bytes, entries);
  const entry = entries.get(parts.sheetPath);
  if (!entry) throw sheetRefused(xlsxMessages.noSheet);
  return { name: parts.sheetName, rows: () => scanSheet(bytes, entry, parts) };
}

async function* inflated(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    yield data;
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      // The directory said how big it is; inflating more is a lie (or a bomb): stop at once.
      if (total > entry.size) throw sheetRefused(xlsxMessages.corrupt);
      yield chunk;
    }
  } catch (error) {
    inflater.destroy();
    throw error instanceof GraphQLError ? error : sheetRefused(xlsxMessages.corrupt);
  }
  if (total !== entry.size) throw sheetRefused(xlsxMessages.corrupt);
}

interface ScanState {
  tags: Tags | null;
  lastRow: number;
  filledRows: number;
}

async function* scanSheet(bytes: Uint8Array, entry: ZipEntry, parts: WorkbookParts) {
  const state: ScanState = { tags: null, lastRow: 0, filledRows: 0 };
  let carry: Buffer | null = null;
  for await (const chunk of inflated(bytes, entry)) {
    // latin1: one character per byte, so offsets are byte offsets and a chunk may end inside a
    // UTF-8 sequence harmlessly. Joined as bytes, so the text is flat (fast to index).
    const xml: string = (carry ? Buffer.concat([carry, chunk]) : chunk).toString('latin1');
    state.tags ??= tagsFor(rootPrefix(xml.slice(0, 1024)));
    const rows: SheetRow[] = [];
    const consumed = scanRows(xml, state, parts, rows);
    carry = consumed < xml.length ? Buffer.from(xml.slice(consumed), 'latin1') : null;
    if (carry && carry.length > MAX_CARRY) throw sheetRefused(xlsxMessages.corrupt);
    if (rows.length) yield rows;
  }
  if (carry && carry.includes(state.tags?.row ?? '<row')) throw sheetRefused(xlsxMessages.corrupt);
}

/** Reads every complete row of `xml` into `rows`; returns where the unread rest starts. */
function scanRows(xml: string, state: ScanState, parts: WorkbookParts, rows: SheetRow[]): number {
  const tags = state.tags!;
  let at = 0;
  for (;;) {
    const start = findTag(xml, tags.row, at, xml.length);
    if (start < 0) return Math.max(at, xml.length - 32);
    const open = tagEnd(xml, start, xml.length);
    if (open < 0) return start;
    let close = open + 1;
    let closeEnd = close;
    if (!selfClosing(xml, open)) {
      close = xml.indexOf(tags.rowEnd, open);
      if (close < 0) return start;
      closeEnd = close + tags.rowEnd.length;
    }
    const { r0, r1 } = readAttrs(xml, start + tags.row.length, open);
    const number = r0 >= 0 ? digitsOf(xml, r0, r1) : state.lastRow + 1;
    if (number <= 0) throw sheetRefused(xlsxMessages.corrupt);
    state.lastRow = number;
    const cells = close > open ? readCells(xml, tags, parts, open + 1, close) : null;
    if (cells) {
      if (++state.filledRows > XLSX_LIMITS.maxRows + 1) {
        throw sheetRefused(xlsxMessages.tooManyRows);
      }
      rows.push({ row: number, cells });
    }
    at = closeEnd;
  }
}

/** The 0-based column of a reference such as 'AB12'; -1 when it has no letters. */
function columnOf(xml: string, from: number, to: number): number {
  let col = 0;
  let at = from;
  for (; at < to; at++) {
    const c = xml.charCodeAt(at);
    if (c < 0x41 || c > 0x5a) break;
    col = col * 26 + (c - 0x40);
  }
  return at === from ? -1 : col - 1;
}

/** The values of the cells in [from, to) by column; null when the row holds none. */
function readCells(xml: string, tags: Tags, parts: WorkbookParts, from: number, to: number) {
  const cells: SheetCell[] = [];
  let any = false;
  let col = -1;
  let at = from;
  for (;;) {
    const c = findTag(xml, tags.c, at, to);
    if (c < 0) return any ? cells : null;
    const open = scanStartTag(xml, c + tags.c.length, to);
    if (open < 0) throw sheetRefused(xlsxMessages.corrupt);
    const refCol = attrs.r0 >= 0 ? columnOf(xml, attrs.r0, attrs.r1) : -1;
    col = refCol >= 0 ? refCol : col + 1;
    if (selfClosing(xml, open)) {
      at = open + 1;
      continue;
    }
    const kind = attrs.t0 < 0 ? NUMBER : typeCode(xml, attrs.t0, attrs.t1);
    const style = attrs.s0 < 0 ? -1 : digitsOf(xml, attrs.s0, attrs.s1);
    let value: SheetCell = null;
    // The common shape, <c …><v>…</v></c>, read without searching for its parts.
    const v = open + 1 + tags.vOpen.length;
    const vEnd = xml.startsWith(tags.vOpen, open + 1) ? xml.indexOf('<', v) : -1;
    if (vEnd > 0 && xml.startsWith(tags.vcEnd, vEnd)) {
      at = vEnd + tags.vcEnd.length;
      if (vEnd > v) value = decodeValue(xml, parts, kind, style, v, vEnd);
    } else {
      const close = xml.indexOf(tags.cEnd, open);
      if (close < 0 || close > to) throw sheetRefused(xlsxMessages.corrupt);
      at = close + tags.cEnd.length;
      if (close > open + 1) value = cellValue(xml, tags, parts, kind, style, open, close);
    }
    if (value !== null && value !== '' && col < MAX_COLUMNS) {
      cells[col] = value;
      any = true;
    }
  }
}
