import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a request's line and metrics say beyond what Fastify knows: learnt while it is served. */
export interface RequestFields {
  /** The signed-in user, once a route authenticated the bearer token. */
  userId?: number;
  /** The GraphQL operation's name (`anonymous` when the document gives none). */
  operation?: string;
}

const current = new AsyncLocalStorage<RequestFields>();
const byRequest = new WeakMap<FastifyRequest, RequestFields>();

/** The fields of the request being served here, if this runs inside one. */
export function currentRequestFields(): RequestFields | undefined {
  return current.getStore();
}

/** The fields a request gathered (empty for one that never reached its handler). */
export function requestFields(request: FastifyRequest): RequestFields {
  return byRequest.get(request) ?? {};
}

/** Records who a route authenticated, for the request's line and nothing else. */
export function noteUser(userId: number | undefined): void {
  const fields = current.getStore();
  if (fields && userId !== undefined) fields.userId = userId;
}

/**
 * Gives every request a store that its handler and what the handler calls (authentication,
 * GraphQL plugins) can write to. The handler runs inside it: the store is entered at preHandler,
 * after the body was read, because a body's stream events would otherwise lose the context.
 */
export function trackRequestFields(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const fields: RequestFields = {};
    byRequest.set(request, fields);
    current.run(fields, done);
  });
}
