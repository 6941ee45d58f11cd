import { excelSerialToDate } from './cell-parsers';
import type { WorkbookParts } from './xlsx-reader.parts';
import {
  digitsOf,
  findRareTag,
  findTag,
  runText,
  selfClosing,
  tagEnd,
  textOf,
  type Tags,
} from './xlsx-reader.xml';
import { sheetRefused, xlsxMessages } from './xlsx-safety';

// Cell values of the sheet reader: the `t` attribute as a small number, plain decimals read
// without making strings, and the content of cells that are not the common <v> shape.

export class CellProblem {
  constructor(
    readonly kind: 'formula' | 'error',
    readonly text: string,
  ) {}
}

export type SheetCell = string | number | boolean | Date | CellProblem | null | undefined;

// The cell types of the `t` attribute, as small numbers (no string per cell).
export const NUMBER = 0;
const SHARED = 1;
const INLINE = 2;
const FORMULA_TEXT = 3;
const BOOLEAN = 4;
const ERROR = 5;
const ISO_DATE = 6;

export function typeCode(xml: string, from: number, to: number): number {
  const first = xml.charCodeAt(from);
  const length = to - from;
  if (length === 1) {
    if (first === 0x73) return SHARED; // s
    if (first === 0x62) return BOOLEAN; // b
    if (first === 0x65) return ERROR; // e
    if (first === 0x64) return ISO_DATE; // d
    return NUMBER; // n
  }
  if (length === 3 && first === 0x73) return FORMULA_TEXT; // str
  return length === 9 && first === 0x69 ? INLINE : NUMBER; // inlineStr
}

/**
 * A plain decimal ('1450.5', '-3', '12') read without making a string: all digits as one exact
 * integer divided once by a power of ten, which rounds exactly as Number() does. NaN otherwise.
 */
function plainNumber(xml: string, from: number, to: number): number {
  let at = from;
  const negative = xml.charCodeAt(at) === 0x2d;
  if (negative) at++;
  if (to - at > 15 || at >= to) return Number.NaN;
  let digits = 0;
  let scale = 1;
  let point = false;
  for (; at < to; at++) {
    const c = xml.charCodeAt(at);
    if (c >= 0x30 && c <= 0x39) {
      digits = digits * 10 + (c - 0x30);
      if (point) scale *= 10;
    } else if (c === 0x2e && !point) point = true;
    else return Number.NaN;
  }
  const value = scale === 1 ? digits : digits / scale;
  return negative ? -value : value;
}

/** A cell's content other than the common shape: inline strings, formulas, empty values. */
export function cellValue(
  xml: string,
  tags: Tags,
  parts: WorkbookParts,
  kind: number,
  style: number,
  open: number,
  close: number,
): SheetCell {
  if (kind === INLINE) return runText(xml, tags, open + 1, close);
  const v = findTag(xml, tags.v, open + 1, close);
  if (v < 0) return formulaWithoutValue(xml, tags, open, close);
  const vOpen = tagEnd(xml, v, close);
  if (vOpen < 0) throw sheetRefused(xlsxMessages.corrupt);
  // <v/> or <v></v>: a cached empty value (a formula whose result is "").
  if (selfClosing(xml, vOpen)) return null;
  const vEnd = xml.indexOf('<', vOpen + 1);
  return vEnd === vOpen + 1 ? null : decodeValue(xml, parts, kind, style, vOpen + 1, vEnd);
}

/** The value written in [from, to) of a `<v>`, by the cell's type and style. */
export function decodeValue(
  xml: string,
  parts: WorkbookParts,
  kind: number,
  style: number,
  from: number,
  to: number,
): SheetCell {
  switch (kind) {
    case SHARED: {
      const text = parts.sharedStrings[digitsOf(xml, from, to)];
      if (text === undefined) throw sheetRefused(xlsxMessages.corrupt);
      return text;
    }
    case FORMULA_TEXT:
    case INLINE:
      return textOf(xml, from, to);
    case BOOLEAN:
      return xml.charCodeAt(from) === 0x31;
    case ERROR:
      return new CellProblem('error', textOf(xml, from, to));
    case ISO_DATE: {
      const date = new Date(textOf(xml, from, to));
      return Number.isNaN(date.getTime()) ? textOf(xml, from, to) : date;
    }
    default: {
      let number = plainNumber(xml, from, to);
      if (Number.isNaN(number)) number = Number(xml.slice(from, to));
      if (!Number.isFinite(number)) return textOf(xml, from, to);
      return style >= 0 && parts.dateStyles[style]
        ? excelSerialToDate(number, parts.date1904)
        : number;
    }
  }
}

/** A cell with a formula and no cached value (never evaluated here); null when it has neither. */
function formulaWithoutValue(xml: string, tags: Tags, open: number, close: number) {
  const f = findRareTag(xml, tags.f, open + 1, close);
  if (f < 0) return null;
  const fOpen = tagEnd(xml, f, close);
  if (fOpen < 0) throw sheetRefused(xlsxMessages.corrupt);
  const fEnd = selfClosing(xml, fOpen) ? fOpen + 1 : xml.indexOf('<', fOpen + 1);
  return new CellProblem('formula', textOf(xml, fOpen + 1, Math.max(fOpen + 1, fEnd)));
}
