import type { FastifyRequest } from 'fastify';

/**
 * What a request's line and metrics say beyond what Fastify knows: learnt while it is served.
 * (Its user is `request.viewer`, which the GraphQL route and the REST guard set.)
 */
export interface RequestFields {
  /** The GraphQL operation's name (`anonymous` when the document gives none). */
  operation?: string;
}

// Kept by request, written by the GraphQL plugin through its server context. Not an
// AsyncLocalStorage: on Node 20 one makes every promise of the process run its hooks.
const byRequest = new WeakMap<FastifyRequest, RequestFields>();

function fieldsOf(request: FastifyRequest): RequestFields {
  let fields = byRequest.get(request);
  if (!fields) {
    fields = {};
    byRequest.set(request, fields);
  }
  return fields;
}

/** The fields a request gathered (empty for one that never reached its handler). */
export function requestFields(request: FastifyRequest): RequestFields {
  return byRequest.get(request) ?? {};
}

/** Records the request's GraphQL operation. */
export function noteOperation(request: FastifyRequest, operation: string): void {
  fieldsOf(request).operation = operation;
}

/** The Fastify request of a yoga server context (the GraphQL route passes it as `req`). */
export function requestOfContext(context: unknown): FastifyRequest | undefined {
  if (typeof context !== 'object' || context === null || !('req' in context)) return undefined;
  return (context as { req: FastifyRequest }).req;
}
