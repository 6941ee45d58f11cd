// A JSON list kept as the text it came in. The units check answers up to 100,000 rows (about
// 30 MB of JSON) that the wizard previews a page at a time and then sends back unchanged as the
// save's jsonExcel. Parsing them all (hundreds of milliseconds) only to stringify them again is
// what the browser spent most of its time on; instead the list stays text: one pass finds where
// each item starts, an item is parsed when it is shown, and the save sends the same characters
// back (which is also what lets the server recognise rows it has already validated).
import type { DocumentNode } from 'graphql';
import {
  MalformedJson,
  memberStart,
  scanList,
  spaceEnd,
  type ListBounds,
} from '../../shared/json-text';

type Bounds = ListBounds;

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
    if (!(error instanceof MalformedJson || error instanceof SyntaxError)) throw error;
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
