import type { FastifyInstance } from 'fastify';
import { findPayment } from './payments-flow.repository';
import { queueCheck } from './payments-flow.checks.repository';
import { systemContext, type FlowDeps } from './payments-flow.check.service';
import { runCheck } from './payments-flow.settle.service';

// POST /api/payments/flow/confirmation: Flow posts `token` (form-urlencoded) to the commerce's
// urlConfirmation once a payment ends, and gives up after 15 s. The token only says "ask me": the
// payment's status is always read back from Flow with the project's signed keys, so a forged
// confirmation can at most make us ask. An unknown token gets a bare 404; a known one 200 once
// the status call settled or was queued for retry (it is bounded by FLOW_TIMEOUT_MS). The token
// is never logged: it travels in the body, which is not logged, and the route logs only the
// payment's id.

/** How long a confirmation's own attempt keeps the check away from the retry runner. */
const INLINE_LEASE_MS = 60_000;

export function registerFlowConfirmationRoute(app: FastifyInstance, deps: FlowDeps): void {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
  }
  app.post('/api/payments/flow/confirmation', { bodyLimit: 4096 }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const payment = token && token.length <= 200 ? await findPayment(deps.db, { token }) : null;
    if (!payment) return reply.code(404).send();
    await queueCheck(deps.db, payment.id, INLINE_LEASE_MS);
    try {
      const outcome = await runCheck(systemContext(deps, request.ip), payment.id, 1);
      request.log.info({ payment: payment.id, outcome: outcome.kind }, 'flow confirmation');
    } catch (error) {
      // The check stays queued: the runner takes it once the lease ends.
      app.log.error({ payment: payment.id, err: scrub(error) }, 'flow confirmation failed');
    }
    return reply.code(200).send();
  });
}

/** An error's name and message only: a driver's error may quote the statement's parameters. */
function scrub(error: unknown) {
  return error instanceof Error ? { name: error.name } : { name: 'unknown' };
}
