// Scanning helpers of the sheet reader. The worksheet XML of a 100,000-row sheet is tens of
// megabytes: it is read as latin1 text (one character per byte, so offsets are byte offsets and
// multi-byte UTF-8 is decoded only in the few slices that hold text) with indexOf and small
// charCode loops: no DOM, no per-node objects, no calls into C++ per cell.

/** True when the character at `at` ends a tag name (so '<row' does not match '<rowBreaks'). */
export function endsName(xml: string, at: number): boolean {
  const c = xml.charCodeAt(at);
  return c === 0x20 || c === 0x3e || c === 0x2f || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** Index of the next start tag `<name` (whole name) at or after `from` and before `to`, or -1. */
export function findTag(xml: string, tag: string, from: number, to: number): number {
  let at = from;
  for (;;) {
    at = xml.indexOf(tag, at);
    if (at < 0 || at + tag.length >= to) return -1;
    if (endsName(xml, at + tag.length)) return at;
    at += tag.length;
  }
}

/**
 * findTag for a tag that may not occur for megabytes (a formula, a phonetic run): the search
 * stops at `to` instead of running to the end of the text for every cell.
 */
export function findRareTag(xml: string, tag: string, from: number, to: number): number {
  if (to - from <= tag.length) return -1;
  const at = findTag(xml.slice(from, to), tag, 0, to - from);
  return at < 0 ? -1 : at + from;
}

/** Index of the '>' closing the tag that starts at `from` (quotes respected); -1 if not here. */
export function tagEnd(xml: string, from: number, to: number): number {
  let quote = 0;
  for (let at = from; at < to; at++) {
    const c = xml.charCodeAt(at);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return at;
  }
  return -1;
}

export const selfClosing = (xml: string, end: number) => xml.charCodeAt(end - 1) === 0x2f;

/**
 * The attributes r, t and s of a tag whose attributes are in [from, to), as offsets of their
 * values (-1 when absent). One object reused for every cell: reading it allocates nothing.
 */
export const attrs = { r0: -1, r1: -1, t0: -1, t1: -1, s0: -1, s1: -1 };

export function readAttrs(xml: string, from: number, to: number): typeof attrs {
  attrs.r0 = attrs.t0 = attrs.s0 = -1;
  let at = from;
  while (at < to) {
    const eq = xml.indexOf('=', at);
    if (eq < 0 || eq >= to) break;
    let nameEnd = eq;
    while (nameEnd > at && xml.charCodeAt(nameEnd - 1) <= 0x20) nameEnd--;
    let q = eq + 1;
    while (q < to && xml.charCodeAt(q) <= 0x20) q++;
    const quote = xml.charCodeAt(q);
    if (quote !== 0x22 && quote !== 0x27) break;
    const close = xml.indexOf(quote === 0x22 ? '"' : "'", q + 1);
    if (close < 0 || close >= to) break;
    // A one-letter name preceded by whitespace: r, t or s (not x:r, not spans).
    if (nameEnd - 1 >= at && xml.charCodeAt(nameEnd - 2) <= 0x20) {
      const name = xml.charCodeAt(nameEnd - 1);
      if (name === 0x72) {
        attrs.r0 = q + 1;
        attrs.r1 = close;
      } else if (name === 0x74) {
        attrs.t0 = q + 1;
        attrs.t1 = close;
      } else if (name === 0x73) {
        attrs.s0 = q + 1;
        attrs.s1 = close;
      }
    }
    at = close + 1;
  }
  return attrs;
}

/**
 * readAttrs and tagEnd in one pass, for cells: reads r, t and s into `attrs` and returns the
 * index of the '>' ending the tag (-1 when it does not end before `to`).
 */
export function scanStartTag(xml: string, from: number, to: number): number {
  attrs.r0 = attrs.t0 = attrs.s0 = -1;
  let at = from;
  while (at < to) {
    const c = xml.charCodeAt(at);
    if (c === 0x3e) return at;
    if (c <= 0x20 || c === 0x2f) {
      at++;
      continue;
    }
    const nameStart = at;
    while (at < to) {
      const d = xml.charCodeAt(at);
      if (d === 0x3d || d <= 0x20 || d === 0x3e || d === 0x2f) break;
      at++;
    }
    const name = at - nameStart === 1 ? c : 0;
    while (at < to && xml.charCodeAt(at) <= 0x20) at++;
    if (xml.charCodeAt(at) !== 0x3d) continue;
    at++;
    while (at < to && xml.charCodeAt(at) <= 0x20) at++;
    const quote = xml.charCodeAt(at);
    if (quote !== 0x22 && quote !== 0x27) return -1;
    const close = xml.indexOf(quote === 0x22 ? '"' : "'", at + 1);
    if (close < 0 || close >= to) return -1;
    if (name === 0x72) {
      attrs.r0 = at + 1;
      attrs.r1 = close;
    } else if (name === 0x74) {
      attrs.t0 = at + 1;
      attrs.t1 = close;
    } else if (name === 0x73) {
      attrs.s0 = at + 1;
      attrs.s1 = close;
    }
    at = close + 1;
  }
  return -1;
}

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// Excel writes characters XML cannot carry (e.g. a carriage return) as _xHHHH_.
const EXCEL_ESCAPE = /_x([0-9a-fA-F]{4})_/g;
const HIGH = /[\x80-\xff]/;

export function decodeXmlText(raw: string): string {
  let text = raw;
  if (text.includes('&')) {
    text = text.replace(ENTITY, (_, hex?: string, dec?: string, named?: string) => {
      if (named) return NAMED[named] ?? '';
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
  }
  if (text.includes('_x')) {
    text = text.replace(EXCEL_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return text;
}

/** The text in [from, to) of latin1-read XML, as the UTF-8 it was, entities decoded. */
export function textOf(xml: string, from: number, to: number): string {
  const raw = xml.slice(from, to);
  return decodeXmlText(HIGH.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw);
}

/** A non-negative integer written in ASCII digits in [from, to); -1 when it is not one. */
export function digitsOf(xml: string, from: number, to: number): number {
  if (to <= from || to - from > 9) return -1;
  let n = 0;
  for (let at = from; at < to; at++) {
    const d = xml.charCodeAt(at) - 0x30;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Tag names of the sheet parts, with the document's namespace prefix (usually none). */
export interface Tags {
  row: string;
  /** `<v>` and `</v></c>`: the common cell shape read without searching. */
  vOpen: string;
  vcEnd: string;
  rowEnd: string;
  c: string;
  cEnd: string;
  v: string;
  f: string;
  t: string;
  si: string;
  siEnd: string;
  rPh: string;
  rPhEnd: string;
}

export function tagsFor(prefix: string): Tags {
  return {
    row: `<${prefix}row`,
    vOpen: `<${prefix}v>`,
    vcEnd: `</${prefix}v></${prefix}c>`,
    rowEnd: `</${prefix}row>`,
    c: `<${prefix}c`,
    cEnd: `</${prefix}c>`,
    v: `<${prefix}v`,
    f: `<${prefix}f`,
    t: `<${prefix}t`,
    si: `<${prefix}si`,
    siEnd: `</${prefix}si>`,
    rPh: `<${prefix}rPh`,
    rPhEnd: `</${prefix}rPh>`,
  };
}

/**
 * The concatenated text of the `<t>` elements in [from, to), leaving out phonetic runs
 * (`<rPh>`), as shared strings and inline strings hold it (plain or as rich-text runs).
 */
export function runText(xml: string, tags: Tags, from: number, to: number): string {
  let text = '';
  let at = from;
  for (;;) {
    const t = findTag(xml, tags.t, at, to);
    if (t < 0) return text;
    const phonetic = findRareTag(xml, tags.rPh, at, t);
    if (phonetic >= 0) {
      const end = xml.indexOf(tags.rPhEnd, phonetic);
      if (end < 0 || end >= to) return text;
      at = end + tags.rPhEnd.length;
      continue;
    }
    const open = tagEnd(xml, t, to);
    if (open < 0) return text;
    at = open + 1;
    if (selfClosing(xml, open)) continue;
    const close = xml.indexOf('<', at);
    if (close < 0 || close > to) return text;
    text += textOf(xml, at, close);
    at = close;
  }
}
