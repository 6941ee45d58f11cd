import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import { WebhookRunner } from './webhooks.runner.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' delivery runner: started by the server, started or drained by tests. */
    webhookRunner: WebhookRunner;
  }
}

/**
 * Gives the app its delivery runner, stopped with the app. `start` makes it work in the
 * background once the app is ready (the server); tests start it or call `drain()` themselves.
 */
export function attachWebhookRunner(
  app: FastifyInstance,
  deps: { db: Db; config: Config; bus: EventBus; start: boolean },
): WebhookRunner {
  const runner = new WebhookRunner({
    db: deps.db,
    config: deps.config,
    bus: deps.bus,
    log: app.log,
  });
  app.decorate('webhookRunner', runner);
  if (deps.start) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
