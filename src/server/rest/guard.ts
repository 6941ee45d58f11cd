import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestRule } from '../../shared/access';
import type { Viewer } from '../context';
import { messages } from '../kernel/errors';
import { noteUser } from '../observability/request-fields';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * The REST twin of the GraphQL gate: authentication, then the policy's roles for the route.
 * On success `request.viewer` is set for the handler.
 */
export function restGuard(
  rule: RestRule,
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.viewer = null;
    if (rule.access === 'public') return;
    const viewer = await authenticate(request.headers.authorization);
    noteUser(request, viewer?.id);
    if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
    if (Array.isArray(rule.access) && (!viewer.role || !rule.access.includes(viewer.role))) {
      return reply.status(403).send({ message: messages.forbidden });
    }
    request.viewer = viewer;
  };
}
