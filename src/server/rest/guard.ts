import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestRule } from '../../shared/access';
import type { Viewer } from '../context';
import { messages } from '../kernel/errors';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * The REST twin of the GraphQL gate: authentication, then the policy's roles for the route.
 * `request.viewer` is the authenticated viewer (null without one): the handler's, and the
 * request log's user.
 */
export function restGuard(
  rule: RestRule,
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.viewer = null;
    if (rule.access === 'public') return;
    const viewer = await authenticate(request.headers.authorization);
    // Set before the role check too: a refused request's log line still names its user.
    request.viewer = viewer;
    if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
    if (Array.isArray(rule.access) && (!viewer.role || !rule.access.includes(viewer.role))) {
      return reply.status(403).send({ message: messages.forbidden });
    }
  };
}
