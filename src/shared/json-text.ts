// Reading the structure of a JSON text without parsing it: where a member's value starts, where
// a value ends, where each item of a list lies. The wizard keeps the units check's rows as text
// with it (src/lib/network/raw-json-list.ts), and the API's body parser finds the rows a save sends
// back (src/server/graphql/json-body.ts, over a latin1 view of the bytes, so that indexes are byte
// offsets: every character these functions look at is ASCII). Only the structure is read:
// numbers and literals are not checked, so whoever needs valid JSON still parses it.

/** The text ended, or had something else, where the structure needed a part of it. */
export class MalformedJson extends Error {}

export type ListBounds = { starts: number[]; ends: number[] };

const QUOTE = 34;
const BACKSLASH = 92;

function isSpace(c: number) {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

export function spaceEnd(text: string, at: number) {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** Index after the string that starts at `at` (a quote): a native search per string. */
export function stringEnd(text: string, at: number): number {
  let quote = text.indexOf('"', at + 1);
  while (quote > 0) {
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  throw new MalformedJson();
}

/** Index after the JSON value at `at` (structure only: numbers and literals are not checked). */
export function valueEnd(text: string, at: number): number {
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
    throw new MalformedJson();
  }
  let i = at;
  while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  if (i === at) throw new MalformedJson();
  return i;
}

/** Where the value of `key` starts in the object at `at` (its first one), or -1 without it. */
export function memberStart(text: string, at: number, key: string): number {
  if (text.charCodeAt(at) !== 123) return -1;
  let i = spaceEnd(text, at + 1);
  if (text.charCodeAt(i) === 125) return -1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new MalformedJson();
    const keyEnd = stringEnd(text, i);
    const name: unknown = JSON.parse(text.slice(i, keyEnd));
    i = spaceEnd(text, keyEnd);
    if (text.charCodeAt(i) !== 58) throw new MalformedJson();
    i = spaceEnd(text, i + 1);
    if (name === key) return i;
    i = spaceEnd(text, valueEnd(text, i));
    if (text.charCodeAt(i) === 44) {
      i = spaceEnd(text, i + 1);
      continue;
    }
    if (text.charCodeAt(i) === 125) return -1;
    throw new MalformedJson();
  }
}

/**
 * The list that starts at `from` (a «[»): where it ends, and each item's bounds (between the
 * commas, spaces included: JSON.parse takes them). Throws Malformed when the text ends first.
 */
export function scanList(text: string, from: number): ListBounds & { end: number } {
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
  throw new MalformedJson();
}
