import { inflateRawSync } from 'node:zlib';
import { appError } from '../kernel/errors';

// An uploaded .xlsx is a zip written by someone we do not trust. Before anything is inflated its
// central directory is read here (no extraction, nothing touches the disk) and refused when it is
// not a workbook, is damaged, or would inflate to far more than it weighs (a zip bomb). Entries
// are inflated later one at a time, never past the size the directory declared.

export const XLSX_LIMITS = {
  /** Upload size of a sheet. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows of a sheet (the header is not counted). */
  maxRows: 100_000,
  maxEntries: 1_000,
  /** All entries inflated together. */
  maxInflatedBytes: 256 * 1024 * 1024,
  /** Compressed / inflated below this is a zip bomb. */
  minRatio: 0.01,
} as const;

export const xlsxMessages = {
  tooLarge: 'La planilla supera el máximo de 20 MB.',
  empty: 'El archivo está vacío.',
  notXlsx: 'El archivo no es una planilla Excel (.xlsx). Guárdala como «Libro de Excel (.xlsx)».',
  legacyOrProtected:
    'El archivo es un .xls antiguo o una planilla protegida con contraseña. Guárdala como .xlsx sin contraseña.',
  corrupt:
    'La planilla está dañada (el archivo .xlsx no se puede leer). Vuelve a guardarla en Excel.',
  encrypted: 'La planilla tiene partes cifradas y no se puede leer. Guárdala sin contraseña.',
  tooManyEntries: 'La planilla tiene demasiadas partes internas (más de 1.000); no se procesa.',
  bomb: 'La planilla se expande de forma anómala al descomprimirla (posible archivo malicioso); no se procesa.',
  noSheet: 'La planilla no tiene ninguna hoja de cálculo.',
  tooManyRows:
    'La planilla tiene más de 100.000 filas de datos; divídela en archivos más pequeños.',
  tooBigInflated:
    'La planilla descomprimida es demasiado grande; divídela en archivos más pequeños.',
} as const;

export const sheetRefused = (message: string) =>
  appError('BAD_USER_INPUT', message, { field: 'excel', fields: { excel: message } });

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the compressed bytes start. */
  dataStart: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end of the file.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

function startsLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;
}

/**
 * Reads and checks the zip directory of an uploaded workbook. Throws BAD_USER_INPUT (Spanish)
 * for anything that is not a safe .xlsx; returns the entries by name.
 */
export function inspectXlsx(input: Uint8Array): Map<string, ZipEntry> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length === 0) throw sheetRefused(xlsxMessages.empty);
  if (bytes.length > XLSX_LIMITS.maxBytes) throw sheetRefused(xlsxMessages.tooLarge);
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0) {
    throw sheetRefused(xlsxMessages.legacyOrProtected);
  }
  if (!startsLikeZip(bytes)) throw sheetRefused(xlsxMessages.notXlsx);
  const end = findEndOfDirectory(bytes);
  if (end < 0) throw sheetRefused(xlsxMessages.corrupt);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  // 0xffff entries or 0xffffffff offsets mean zip64, which no workbook of 20 MB needs.
  if (count === 0xffff || directoryStart === 0xffffffff) throw sheetRefused(xlsxMessages.corrupt);
  if (count > XLSX_LIMITS.maxEntries) throw sheetRefused(xlsxMessages.tooManyEntries);
  if (directoryStart + directorySize > end) throw sheetRefused(xlsxMessages.corrupt);
  const entries = readDirectory(bytes, directoryStart, directoryStart + directorySize, count);
  checkSizes(entries);
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) {
    throw sheetRefused(xlsxMessages.notXlsx);
  }
  return entries;
}

function readDirectory(bytes: Buffer, start: number, stop: number, count: number) {
  const entries = new Map<string, ZipEntry>();
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > stop || bytes.readUInt32LE(at) !== CENTRAL) {
      throw sheetRefused(xlsxMessages.corrupt);
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if (at > stop) throw sheetRefused(xlsxMessages.corrupt);
    if (flags & 0x41) throw sheetRefused(xlsxMessages.encrypted);
    if ((method !== 0 && method !== 8) || entries.has(name)) {
      throw sheetRefused(xlsxMessages.corrupt);
    }
    if (method === 0 && compressedSize !== size) throw sheetRefused(xlsxMessages.corrupt);
    const dataStart = localDataStart(bytes, localAt, start);
    if (dataStart + compressedSize > start) throw sheetRefused(xlsxMessages.corrupt);
    entries.set(name, { name, method, compressedSize, size, dataStart });
  }
  return entries;
}

function localDataStart(bytes: Buffer, localAt: number, directoryStart: number): number {
  if (localAt + 30 > directoryStart || bytes.readUInt32LE(localAt) !== LOCAL) {
    throw sheetRefused(xlsxMessages.corrupt);
  }
  return localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
}

function checkSizes(entries: Map<string, ZipEntry>) {
  let compressed = 0;
  let inflated = 0;
  for (const entry of entries.values()) {
    compressed += entry.compressedSize;
    inflated += entry.size;
    // One huge part hiding among small ones is a bomb even when the total ratio looks sane.
    if (entry.size > 1024 * 1024 && entry.compressedSize < entry.size * XLSX_LIMITS.minRatio) {
      throw sheetRefused(xlsxMessages.bomb);
    }
  }
  if (inflated > 1024 * 1024 && compressed < inflated * XLSX_LIMITS.minRatio) {
    throw sheetRefused(xlsxMessages.bomb);
  }
  if (inflated > XLSX_LIMITS.maxInflatedBytes) throw sheetRefused(xlsxMessages.tooBigInflated);
}

/** The compressed bytes of an entry (a view, no copy). */
export function entryData(input: Uint8Array, entry: ZipEntry): Buffer {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
}

/** Inflates a (small) entry whole; never past its declared size. */
export function inflateEntry(input: Uint8Array, entry: ZipEntry): Buffer {
  const data = entryData(input, entry);
  if (entry.method === 0) return data;
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch {
    throw sheetRefused(xlsxMessages.corrupt);
  }
  if (out.length !== entry.size) throw sheetRefused(xlsxMessages.corrupt);
  return out;
}
