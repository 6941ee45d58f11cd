// A JSON list kept as the text it came in. The units check answers up to 100,000 rows (about
// 30 MB of JSON) that the wizard previews a page at a time and then sends back unchanged as the
// save's jsonExcel. Parsing them all (hundreds of milliseconds) only to stringify them again is
// what the browser spent most of its time on; instead the list stays text: one pass finds where
// each item starts, an item is parsed when it is shown, and the save sends the same characters
// back (which is also what lets the server recognise rows it has already validated).
import type { DocumentNode } from 'graphql';

type Bounds = { starts: number[]; ends: number[] };

const QUOTE = 34;
const BACKSLASH = 92;

function isSpace(c: number) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

class Malformed extends Error {}

/** Index after the string that starts at `at` (a quote): a native search per string. */
function stringEnd(text: string, at: number): number {
  let quote = text.indexOf('"', at + 1);
  while (quote > 0) {
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  throw new Malformed();
}

/**
 * The list that starts at `from` (a «[»): where it ends, and each item's bounds (between the
 * commas, spaces included: JSON.parse takes them). Throws Malformed when the text ends first.
 */
function scanList(text: string, from: number): Bounds & { end: number } {
  const starts = [from + 1];
  const ends: number[] = [];
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === QUOTE) at = stringEnd(text, at) - 1;
    else if (c === 91 || c === 123) depth++;
    else if (c === 93 || c === 125) {
      if (--depth === 0) {
        ends.push(at);
        // «[ ]»: no item at all.
        if (starts.length === 1 && text.slice(from + 1, at).trim() === '') {
          starts.pop();
          ends.pop();
        }
        return { starts, ends, end: at + 1 };
      }
    } else if (c === 44 && depth === 1) {
      ends.push(at);
      starts.push(at + 1);
    }
  }
  throw new Malformed();
}

/** A JSON list held as its text; items are parsed when read. */
export class RawJsonList {
  private bounds?: Bounds;

  /** `text`: a JSON list, exactly as received. */
  constructor(
    readonly text: string,
    bounds?: Bounds,
  ) {
    this.bounds = bounds;
  }

  private index(): Bounds {
    if (!this.bounds) {
      const start = this.text.search(/\S/);
      if (this.text.charCodeAt(start) !== 91) throw new TypeError('No es una lista JSON.');
      const { starts, ends } = scanList(this.text, start);
      this.bounds = { starts, ends };
    }
    return this.bounds;
  }

  get length(): number {
    return this.index().starts.length;
  }

  /** The item at `index` (negative counts from the end), parsed; undefined past the end. */
  at(index: number): unknown {
    const { starts, ends } = this.index();
    const i = index < 0 ? starts.length + index : index;
    if (i < 0 || i >= starts.length) return undefined;
    return JSON.parse(this.text.slice(starts[i], ends[i]));
  }

  /** Every item, parsed (what JSON.parse of the text gives). */
  toArray(): unknown[] {
    return JSON.parse(this.text) as unknown[];
  }

  /** Inside stringifyWithRawLists, a placeholder for the text; elsewhere, the parsed items. */
  toJSON(): unknown {
    if (!writing) return this.toArray();
    const token = `\u0000lista-json:${writing.nonce}:${writing.lists.size}\u0000`;
    writing.lists.set(JSON.stringify(token), this);
    return token;
  }
}

export function isRawJsonList(value: unknown): value is RawJsonList {
  return value instanceof RawJsonList;
}

let writing: { nonce: string; lists: Map<string, RawJsonList> } | null = null;

/** JSON.stringify(value), with each RawJsonList inside written as its own text. */
export function stringifyWithRawLists(value: unknown): string {
  const previous = writing;
  writing = { nonce: Math.random().toString(36).slice(2), lists: new Map() };
  try {
    let text = JSON.stringify(value);
    for (const [placeholder, list] of writing.lists) {
      text = text.replace(placeholder, () => list.text);
    }
    return text;
  } finally {
    writing = previous;
  }
}

function spaceEnd(text: string, at: number) {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** Index after the JSON value at `at` (structure only: numbers and literals are not checked). */
function valueEnd(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === QUOTE) return stringEnd(text, at);
  if (c === 91 || c === 123) {
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d === QUOTE) i = stringEnd(text, i) - 1;
      else if (d === 91 || d === 123) depth++;
      else if ((d === 93 || d === 125) && --depth === 0) return i + 1;
    }
    throw new Malformed();
  }
  let i = at;
  while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  if (i === at) throw new Malformed();
  return i;
}

/** Where the value of `key` starts in the object at `at` (its first one), or -1 without it. */
function memberStart(text: string, at: number, key: string): number {
  if (text.charCodeAt(at) !== 123) return -1;
  let i = spaceEnd(text, at + 1);
  if (text.charCodeAt(i) === 125) return -1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new Malformed();
    const keyEnd = stringEnd(text, i);
    const name: unknown = JSON.parse(text.slice(i, keyEnd));
    i = spaceEnd(text, keyEnd);
    if (text.charCodeAt(i) !== 58) throw new Malformed();
    i = spaceEnd(text, i + 1);
    if (name === key) return i;
    i = spaceEnd(text, valueEnd(text, i));
    if (text.charCodeAt(i) === 44) {
      i = spaceEnd(text, i + 1);
      continue;
    }
    if (text.charCodeAt(i) === 125) return -1;
    throw new Malformed();
  }
}

/**
 * JSON.parse of a GraphQL response, except that the list at data.<path> (when there is one) is a
 * RawJsonList of its text: one pass over the list finds its items, and the rest of the answer is
 * parsed with null in its place. Invalid JSON throws a SyntaxError, as JSON.parse does.
 */
export function parseKeepingList(text: string, path: readonly string[]): unknown {
  let list: (Bounds & { start: number; end: number }) | null = null;
  try {
    let at = spaceEnd(text, 0);
    for (const key of ['data', ...path]) {
      at = memberStart(text, at, key);
      if (at < 0) break;
    }
    if (at >= 0 && text.charCodeAt(at) === 91) list = { start: at, ...scanList(text, at) };
  } catch (error) {
    if (!(error instanceof Malformed || error instanceof SyntaxError)) throw error;
  }
  if (!list) return JSON.parse(text) as unknown;
  const parsed = JSON.parse(`${text.slice(0, list.start)}null${text.slice(list.end)}`) as unknown;
  let holder: unknown = parsed;
  for (const key of ['data', ...path.slice(0, -1)]) {
    holder = typeof holder === 'object' && holder !== null ? Reflect.get(holder, key) : undefined;
  }
  const last = path.at(-1);
  // A second member of the same name after the list would be the one JSON.parse keeps.
  if (typeof holder !== 'object' || holder === null || last === undefined) return JSON.parse(text);
  if (Reflect.get(holder, last) !== null) return JSON.parse(text) as unknown;
  const { start, end, starts, ends } = list;
  for (let i = 0; i < starts.length; i++) {
    starts[i]! -= start;
    ends[i]! -= start;
  }
  Reflect.set(holder, last, new RawJsonList(text.slice(start, end), { starts, ends }));
  return parsed;
}

const keptLists = new WeakMap<DocumentNode, readonly string[]>();

/** Answers of `document` keep the JSON list at data.<path> as text (see parseKeepingList). */
export function keepListAsText(document: DocumentNode, path: readonly string[]) {
  keptLists.set(document, path);
}

export function keptListPath(document: DocumentNode): readonly string[] | undefined {
  return keptLists.get(document);
}
