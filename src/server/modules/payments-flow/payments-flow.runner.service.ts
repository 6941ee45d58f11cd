import type { FastifyInstance } from 'fastify';
import { claimCheck } from './payments-flow.checks.repository';
import { systemContext, type FlowDeps } from './payments-flow.check.service';
import { FLOW_RETRY_SCHEDULE_MS, runCheck } from './payments-flow.settle.service';
import { registerFlowConfirmationRoute } from './payments-flow.confirmation.service';

// Retries the status checks Flow did not answer. Checks are rows claimed one at a time with
// FOR UPDATE SKIP LOCKED and a lease (like the webhook deliveries), so several instances share
// them and a restart loses none. The confirmation's own attempt counts as the first.

export interface FlowRunnerOptions {
  leaseMs?: number;
  pollMs?: number;
  schedule?: readonly number[];
  log?: { error(details: object, message: string): void };
}

export class FlowCheckRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: FlowDeps,
    private readonly options: FlowRunnerOptions = {},
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.drain(), this.options.pollMs ?? 5_000).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every due check once, then resolves (one drain at a time per instance). */
  drain(): Promise<void> {
    this.running ??= this.work().finally(() => (this.running = null));
    return this.running;
  }

  private async work(): Promise<void> {
    const ctx = systemContext(this.deps, '');
    for (;;) {
      const check = await claimCheck(this.deps.db, this.options.leaseMs ?? 60_000);
      if (!check) return;
      try {
        await runCheck(ctx, check.payment_id, check.attempts + 1, this.options.schedule ?? FLOW_RETRY_SCHEDULE_MS); // prettier-ignore
      } catch (error) {
        // The lease ends and the check is claimed again; only the error's name is logged.
        this.options.log?.error({ payment: check.payment_id, err: { name: (error as Error).name } }, 'flow check failed'); // prettier-ignore
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Flow's status-check retries: started by the server, drained by tests. */
    flowCheckRunner: FlowCheckRunner;
  }
}

/** Flow's confirmation route and the retry runner, stopped with the app. */
export function attachFlowPayments(
  app: FastifyInstance,
  deps: FlowDeps & { start: boolean },
): FlowCheckRunner {
  registerFlowConfirmationRoute(app, deps);
  const runner = new FlowCheckRunner(deps, { log: app.log });
  app.decorate('flowCheckRunner', runner);
  if (deps.start) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
