import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PreparedJsonExcel,
  sha256,
  type PreparedImports,
} from '../modules/spreadsheets/spreadsheets.prepared';

// Fastify's JSON body parser, with one shortcut for the units import. The body of a
// registerPropertiesSave sends 100,000 checked rows back as `variables.jsonExcel` (about 30 MB).
// When those bytes hash to a save the check prepared (spreadsheets.prepared.ts), they are not
// parsed at all: jsonExcel becomes a PreparedJsonExcel holding them, and the rest of the body is
// parsed as usual. Every other body, and this one when nothing matches, goes through Fastify's own
// parser unchanged (same errors, same prototype-poisoning checks).

/** Bodies below this size are parsed as usual: the shortcut pays only for large imports. */
export const SHORTCUT_MIN_BYTES = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isSpace(c: number | undefined) {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

class Malformed extends Error {}

function spaceEnd(b: Uint8Array, i: number): number {
  while (isSpace(b[i])) i++;
  return i;
}

/** Index after the string that starts at `i` (a quote). */
function stringEnd(b: Buffer, i: number): number {
  let at = i + 1;
  for (;;) {
    const quote = b.indexOf(QUOTE, at);
    if (quote < 0) throw new Malformed();
    let slashes = 0;
    while (b[quote - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/** Index after the JSON value that starts at `i` (no leading space). */
function valueEnd(b: Buffer, i: number): number {
  const first = b[i];
  if (first === QUOTE) return stringEnd(b, i);
  if (first === 0x7b || first === 0x5b) {
    // One pass over the bytes (a native search per string costs more than it saves on 100,000
    // rows of short strings).
    let depth = 0;
    let inString = false;
    const length = b.length;
    for (let at = i; at < length; at++) {
      const c = b[at]!;
      if (inString) {
        if (c === BACKSLASH) at++;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === 0x7b || c === 0x5b) depth++;
      else if ((c === 0x7d || c === 0x5d) && --depth === 0) return at + 1;
    }
    throw new Malformed();
  }
  let at = i;
  while (at < b.length && !isSpace(b[at]) && b[at] !== 0x2c && b[at] !== 0x7d && b[at] !== 0x5d) {
    at++;
  }
  if (at === i) throw new Malformed();
  return at;
}

class Found extends Error {
  constructor(readonly at: number) {
    super('found');
  }
}

/**
 * Walks the members of the object at `i`, calling `member(key, valueStart)`, which returns where
 * the value ends. Returns the index after the object.
 */
function walkObject(b: Buffer, i: number, member: (key: string, at: number) => number): number {
  if (b[i] !== 0x7b) throw new Malformed();
  let at = spaceEnd(b, i + 1);
  if (b[at] === 0x7d) return at + 1;
  for (;;) {
    if (b[at] !== QUOTE) throw new Malformed();
    const keyEnd = stringEnd(b, at);
    const key: unknown = JSON.parse(b.toString('utf8', at, keyEnd));
    at = spaceEnd(b, keyEnd);
    if (b[at] !== 0x3a) throw new Malformed();
    at = spaceEnd(b, at + 1);
    at = spaceEnd(b, member(String(key), at));
    if (b[at] === 0x2c) {
      at = spaceEnd(b, at + 1);
      continue;
    }
    if (b[at] === 0x7d) return at + 1;
    throw new Malformed();
  }
}

/**
 * Where the bytes of `variables.jsonExcel` may lie in a JSON request body: from the start of its
 * value (a list, reached by reading the members before it) to the body's last «]». Null when the
 * body is not an object with such a member. A guess, never trusted by itself: the bytes must hash
 * to a prepared save, which makes them one whole JSON list, and the rest of the body must parse
 * with `null` in their place (registerJsonBodyParser); otherwise the body is parsed in full.
 */
export function jsonExcelSpan(body: Buffer): { start: number; end: number } | null {
  try {
    walkObject(body, spaceEnd(body, 0), (key, value) => {
      if (key !== 'variables' || body[value] !== 0x7b) return valueEnd(body, value);
      return walkObject(body, value, (name, start) => {
        if (name === 'jsonExcel' && body[start] === 0x5b) throw new Found(start);
        return valueEnd(body, start);
      });
    });
    return null;
  } catch (error) {
    if (error instanceof Found) {
      const end = body.lastIndexOf(0x5d) + 1;
      return end > error.at ? { start: error.at, end } : null;
    }
    if (error instanceof Malformed || error instanceof SyntaxError) return null;
    throw error;
  }
}

type Done = (error: Error | null, body?: unknown) => void;

/** Replaces the app's JSON parser with one that knows prepared imports (see above). */
export function registerJsonBodyParser(app: FastifyInstance, prepared: PreparedImports) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (req: FastifyRequest, raw: Buffer | string, done: Done) => {
      const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
      const usual = () => parse(req, body.toString('utf8'), done);
      if (body.length < SHORTCUT_MIN_BYTES || !req.url.startsWith('/graphql')) return usual();
      const span = jsonExcelSpan(body);
      // A second jsonExcel after the span would be the one JSON.parse keeps.
      if (!span || body.includes('"jsonExcel"', span.end)) return usual();
      const text = body.subarray(span.start, span.end);
      const digest = sha256(text);
      void prepared.has(digest).then(
        (known) => {
          if (!known) return usual();
          const rest = Buffer.concat([
            body.subarray(0, span.start),
            Buffer.from('null'),
            body.subarray(span.end),
          ]);
          parse(req, rest.toString('utf8'), (error, parsed) => {
            if (error) return done(error);
            const variables = (parsed as { variables?: Record<string, unknown> }).variables;
            if (variables?.jsonExcel !== null) return usual();
            variables.jsonExcel = new PreparedJsonExcel(digest, text);
            done(null, parsed);
          });
        },
        () => usual(),
      );
    },
  );
}
