import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import { claimDelivery, type WebhookDeliveryRow } from './webhooks.delivery.repository';
import { attemptOutcome, type AttemptOutcome } from './webhooks.outcome.service';
import { postToTarget } from './webhooks.http.service';
import { findWebhook } from './webhooks.repository';
import { signingSecrets } from './webhooks.secrets.service';
import { signedHeaders } from './webhooks.signing.service';
import { settleAttempt } from './webhooks.settle.service';
import {
  resolveWebhookTarget,
  systemResolver,
  WebhookTargetError,
  type Resolver,
} from './webhooks.ssrf.service';

/** The realtime topic the outbox trigger (and the server's own queueing) wakes runners with. */
export const WEBHOOK_QUEUED_TOPIC = 'webhook.queued';
/** The answer's body kept in a record, and read at most from the receiver. */
export const RESPONSE_MAX_BYTES = 10_000;

export interface WebhookRunnerDeps {
  db: Db;
  config: Config;
  bus: EventBus;
  log?: { error(details: object, message: string): void };
  /** DNS for the SSRF guard (tests inject a table). */
  resolver?: Resolver;
  /** A claim not settled within this long is taken over by another runner (default 60 s). */
  leaseMs?: number;
  /** Polls for due retries this often besides waking on the bus (default 1 s). */
  pollMs?: number;
  /** Deliveries sent at once by this instance (default 8). */
  concurrency?: number;
  /** Deliveries of one webhook in flight at once, across instances (default 2). */
  perWebhook?: number;
  /** The whole exchange with a receiver (default 15 s). */
  timeoutMs?: number;
  /** The jitter's source, in [0, 1). */
  random?: () => number;
}

/**
 * Sends the outbox: claims due deliveries, signs and POSTs each to its checked address, and
 * settles every attempt with a record. Workers are spawned on demand up to `concurrency`, one at
 * a time while there is work, so an idle runner costs one claim a poll. `start()` makes it poll
 * and wake on the bus (the server does); tests may instead call `drain()`.
 */
export class WebhookRunner {
  private readonly running = new Set<Promise<void>>();
  private wanted = false;
  private closing = false;
  private stops: (() => void)[] = [];

  constructor(private readonly deps: WebhookRunnerDeps) {}

  start(): void {
    this.closing = false;
    const poll = setInterval(() => this.kick(), this.deps.pollMs ?? 1_000).unref();
    const off = this.deps.bus.on(WEBHOOK_QUEUED_TOPIC, () => this.kick());
    this.stops = [() => clearInterval(poll), off];
    this.kick();
  }

  /** Stops claiming; attempts under way finish (each is bounded by the timeout). */
  async stop(): Promise<void> {
    this.closing = true;
    for (const stop of this.stops) stop();
    this.stops = [];
    await this.idle();
  }

  /** Sends every due delivery, then resolves. */
  async drain(): Promise<void> {
    this.kick();
    await this.idle();
  }

  private async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  private kick(): void {
    if (this.closing) return;
    this.wanted = true;
    if (this.running.size === 0) this.spawn();
  }

  private spawn(): void {
    const worker: Promise<void> = this.work()
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'webhook runner failed'))
      .finally(() => this.running.delete(worker));
    this.running.add(worker);
  }

  private async work(): Promise<void> {
    const { db } = this.deps;
    while (!this.closing) {
      this.wanted = false;
      const delivery = await claimDelivery(
        db,
        this.deps.leaseMs ?? 60_000,
        this.deps.perWebhook ?? 2,
      );
      if (!delivery) {
        // A wake-up that came while this claim ran may concern a row it could not see yet.
        if (this.wanted) continue;
        return;
      }
      if (this.running.size < (this.deps.concurrency ?? 8)) this.spawn();
      await this.send(delivery);
    }
  }

  private async send(delivery: WebhookDeliveryRow): Promise<void> {
    const { db, config } = this.deps;
    const webhook = await findWebhook(db, delivery.webhook_id);
    if (!webhook || webhook.disabled_at) {
      await settleAttempt(db, config.webhooksRetryScheduleMs, delivery, null, { kind: 'skipped' });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const started = Date.now();
    let outcome: AttemptOutcome;
    try {
      const target = await resolveWebhookTarget(
        webhook.url,
        this.deps.resolver ?? systemResolver,
        config.webhooksAllowedHosts,
      );
      const secrets = await signingSecrets(db, config, webhook);
      const headers = signedHeaders(secrets, delivery.message_id, Math.floor(started / 1000), body);
      const answer = await postToTarget(target, { ...headers }, body, {
        timeoutMs: this.deps.timeoutMs ?? 15_000,
        maxBytes: RESPONSE_MAX_BYTES,
      });
      outcome = attemptOutcome(answer);
    } catch (error) {
      const refused = error instanceof WebhookTargetError;
      // Anything else (a secret that no longer decrypts, a database hiccup) is logged and retried
      // on the schedule, so a broken delivery cannot hold its lease forever.
      if (!refused) this.deps.log?.error({ err: error }, 'webhook delivery failed');
      outcome = {
        kind: refused && !error.retryable ? 'final' : 'retry',
        statusCode: null,
        message: refused ? error.message : 'Error interno al preparar el envío.',
        responseBody: null,
        retryAfterMs: null,
      };
    }
    await settleAttempt(db, config.webhooksRetryScheduleMs, delivery, webhook, {
      ...outcome,
      durationMs: Date.now() - started,
      random: this.deps.random ?? Math.random,
    });
  }
}
