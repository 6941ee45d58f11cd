import type { FastifyInstance } from 'fastify';
import { restPolicy } from '../../shared/access';
import type { Viewer } from '../context';
import { messages } from '../kernel/errors';
import { restGuard } from './guard';

/**
 * Every REST route of the policy that no module has implemented yet answers 501 with a Spanish
 * message (after the same auth checks as a real one), so nothing pretends to work.
 */
export function registerPendingRestRoutes(
  app: FastifyInstance,
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>,
) {
  for (const rule of restPolicy) {
    if (rule.implemented) continue;
    app.route({
      method: rule.method,
      url: rule.path,
      preHandler: restGuard(rule, authenticate),
      handler: async (_request, reply) =>
        reply.status(501).send({ error: 'not_implemented', message: messages.notImplemented }),
    });
  }
}
