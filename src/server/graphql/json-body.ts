import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, parse as parseGraphQL, type DocumentNode } from 'graphql';

// Fastify's JSON body parser with a size rule. Parsing a JSON body blocks every other request, so
// bodies over MAX_JSON_BODY_BYTES are refused (413) before they are parsed, except on /graphql
// for registerPropertiesSave: spec clients send a whole checked sheet back as jsonExcel (up to
// 100,000 rows). The SPA never does (it saves by import id), so only that operation may be big.

/** The largest JSON body of any request other than a registerPropertiesSave. */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/** The operation allowed past MAX_JSON_BODY_BYTES (up to the app's bodyLimit). */
export const LARGE_BODY_OPERATION = 'registerPropertiesSave';

export const tooLargeMessage =
  'La solicitud supera el máximo de 4 MB de variables; envía menos datos por vez.';

function tooLarge(): Error {
  return Object.assign(new Error(tooLargeMessage), { statusCode: 413 });
}

function documentOf(query: unknown): DocumentNode | null {
  if (typeof query !== 'string') return null;
  try {
    return parseGraphQL(query, { noLocation: true });
  } catch {
    return null;
  }
}

/** Whether a parsed body is a request whose every root field is registerPropertiesSave. */
export function onlyLargeOperation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const document = documentOf(Reflect.get(body, 'query'));
  if (!document) return false;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every((operation) =>
      operation.selectionSet.selections.every(
        (field) => field.kind === Kind.FIELD && field.name.value === LARGE_BODY_OPERATION,
      ),
    )
  );
}

type Done = (error: Error | null, body?: unknown) => void;

/** Replaces the app's JSON parser with Fastify's own behind the size rule above. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (req: FastifyRequest, raw: Buffer | string, done: Done) => {
      const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
      if (body.length <= MAX_JSON_BODY_BYTES) return parse(req, body.toString('utf8'), done);
      // A cheap look before the costly parse: a big body without jsonExcel is never admitted.
      const candidate = req.url.startsWith('/graphql') && body.includes('"jsonExcel"');
      if (!candidate) return done(tooLarge());
      parse(req, body.toString('utf8'), (error, parsed) => {
        if (error) return done(error);
        if (!onlyLargeOperation(parsed)) return done(tooLarge());
        done(null, parsed);
      });
    },
  );
}
