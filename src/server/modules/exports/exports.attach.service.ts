import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { exportDefinitions } from './exports.definitions.service';
import type { EventBus } from '../../realtime/bus';
import { ExportRunner } from './exports.runner.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The export queue's runner: started by the server, driven by hand in tests. */
    exportRunner: ExportRunner;
  }
}

/**
 * Gives the app its export runner, stopped with the app. `start` makes it work in the background
 * once the app is ready (the server); without it, tests call `app.exportRunner.runOnce()`.
 */
export function attachExportRunner(
  app: FastifyInstance,
  deps: { db: Db; config: Config; bus: EventBus; start: boolean },
): ExportRunner {
  const runner = new ExportRunner({
    db: deps.db,
    config: deps.config,
    bus: deps.bus,
    definitions: exportDefinitions,
    log: app.log,
  });
  app.decorate('exportRunner', runner);
  if (deps.start) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
