import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ForegroundActivity } from '../../kernel';
import { sweepExpired, type SweepResult } from './sales-expiry.sweep.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The expiry sweep's timer: started by the server; tests call `sweepExpired` themselves. */
    salesExpiry: SalesExpiryRunner;
  }
}

/**
 * Runs the sweep right away and then every `everyMs`. A sweep still running when the timer fires
 * is not doubled; the state lives in the database, so a restart or a second instance loses and
 * repeats nothing.
 */
export class SalesExpiryRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepResult | null> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      everyMs: number;
      foreground?: ForegroundActivity;
      log?: { error(details: object, message: string): void };
      now?: () => Date;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.deps.everyMs).unref();
    void this.run();
  }

  /** One sweep now (or the one under way); null when it failed (logged). */
  run(): Promise<SweepResult | null> {
    this.running ??= sweepExpired(this.deps, (this.deps.now ?? (() => new Date()))())
      .catch((error: unknown) => {
        this.deps.log?.error({ err: error }, 'sales expiry sweep failed');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** Gives the app its expiry runner, stopped with the app; `start` runs it once the app is ready. */
export function attachSalesExpiry(
  app: FastifyInstance,
  deps: { db: Db; config: Config; foreground: ForegroundActivity; start: boolean },
): SalesExpiryRunner {
  const runner = new SalesExpiryRunner({
    db: deps.db,
    foreground: deps.foreground,
    everyMs: deps.config.salesExpiryEveryMs,
    log: app.log,
  });
  app.decorate('salesExpiry', runner);
  if (deps.start && deps.config.salesExpiryEveryMs > 0) {
    app.addHook('onReady', async () => runner.start());
  }
  app.addHook('onClose', () => runner.stop());
  return runner;
}
