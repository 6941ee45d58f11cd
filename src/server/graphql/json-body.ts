import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MalformedJson, memberStart, spaceEnd } from '../../shared/json-text';
import {
  PreparedJsonExcel,
  sha256,
  type PreparedImports,
} from '../modules/units-import/units-import.prepared';

// Fastify's JSON body parser, with one shortcut for the units import. The body of a
// registerPropertiesSave sends 100,000 checked rows back as `variables.jsonExcel` (about 30 MB).
// When those bytes hash to a save the check prepared (spreadsheets.prepared.ts), they are not
// parsed at all: jsonExcel becomes a PreparedJsonExcel holding them, and the rest of the body is
// parsed as usual. Every other body, and this one when nothing matches, goes through Fastify's own
// parser unchanged (same errors, same prototype-poisoning checks).

/** Bodies below this size are parsed as usual: the shortcut pays only for large imports. */
export const SHORTCUT_MIN_BYTES = 64 * 1024;

/** The body's start read first: what comes before jsonExcel (the query, the project) fits. */
const HEAD_BYTES = 64 * 1024;

/**
 * Where the bytes of `variables.jsonExcel` may lie in a JSON request body: from the start of its
 * value (a list, reached by reading the members before it) to the body's last «]». Null when the
 * body is not an object with such a member. A guess, never trusted by itself: the bytes must hash
 * to a prepared save, which makes them one whole JSON list, and the rest of the body must parse
 * with `null` in their place (registerJsonBodyParser); otherwise the body is parsed in full.
 */
export function jsonExcelSpan(body: Buffer): { start: number; end: number } | null {
  // latin1: one character per byte, so indexes are byte offsets (json-text.ts reads only ASCII).
  // The start of the body first; all of it only when the members before jsonExcel are longer.
  for (const bytes of [Math.min(HEAD_BYTES, body.length), body.length]) {
    const text = body.toString('latin1', 0, bytes);
    try {
      const variables = memberStart(text, spaceEnd(text, 0), 'variables');
      const start = variables < 0 ? -1 : memberStart(text, variables, 'jsonExcel');
      if (start < 0 || text.charCodeAt(start) !== 0x5b) return null;
      const end = body.lastIndexOf(0x5d) + 1;
      return end > start ? { start, end } : null;
    } catch (error) {
      if (!(error instanceof MalformedJson || error instanceof SyntaxError)) throw error;
      if (bytes === body.length) return null;
    }
  }
  return null;
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The largest JSON body other than a units save: parsing blocks every other request, so huge
 * variables are refused before they are parsed (a grouped toggle of every unit of a big project
 * is far below it).
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

function tooLarge(): Error {
  return Object.assign(
    new Error('La solicitud supera el máximo de 4 MB de variables; envía menos datos por vez.'),
    { statusCode: 413 },
  );
}

/** Replaces the app's JSON parser with one that knows prepared imports (see above). */
export function registerJsonBodyParser(app: FastifyInstance, prepared: PreparedImports) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (req: FastifyRequest, raw: Buffer | string, done: Done) => {
      const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
      const usual = () => parse(req, body.toString('utf8'), done);
      if (body.length < SHORTCUT_MIN_BYTES) return usual();
      const graphql = req.url.startsWith('/graphql');
      if (body.length > MAX_JSON_BODY_BYTES && !(graphql && body.includes('"jsonExcel"'))) {
        return done(tooLarge());
      }
      const span = graphql ? jsonExcelSpan(body) : null;
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
