import type { FastifyRequest } from 'fastify';

/** What a request's line and metrics say beyond what Fastify knows: learnt while it is served. */
export interface RequestFields {
  /** The signed-in user, once a route authenticated the bearer token. */
  userId?: number;
  /** The GraphQL operation's name (`anonymous` when the document gives none). */
  operation?: string;
}

// Kept by request, written where the request is at hand (the GraphQL route, the REST guard, the
// GraphQL plugin through its server context). Not an AsyncLocalStorage: on Node 20 one makes
// every promise of the process run its hooks, for two fields.
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

/** Records who a route authenticated, for the request's line and nothing else. */
export function noteUser(request: FastifyRequest, userId: number | undefined): void {
  if (userId !== undefined) fieldsOf(request).userId = userId;
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
