import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../realtime/bus';
import {
  claimDeliveries,
  releaseDelivery,
  type WebhookDeliveryRow,
} from './webhooks.delivery.repository';
import { attemptOutcome, type AttemptOutcome } from './webhooks.outcome.service';
import { postToTarget } from './webhooks.http.service';
import { findWebhooks, type WebhookRow } from './webhooks.repository';
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
  /** Deliveries sent at once by this instance (default 16). */
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
 * settles every attempt with a record. One dispatcher claims as many deliveries as it has free
 * slots (up to `concurrency`) in one statement and sends them side by side; when a slot frees or
 * new work is announced it claims again, and it ends when nothing is due and nothing is in
 * flight, so an idle runner costs one claim a poll. `start()` makes it poll and wake on the bus
 * (the server does); tests may instead call `drain()`.
 */
export class WebhookRunner {
  private dispatcher: Promise<void> | null = null;
  private wanted = false;
  private wake: (() => void) | null = null;
  private closing = false;
  private halt = new AbortController();
  private stops: (() => void)[] = [];

  constructor(private readonly deps: WebhookRunnerDeps) {}

  start(): void {
    this.closing = false;
    this.halt = new AbortController();
    const poll = setInterval(() => this.kick(), this.deps.pollMs ?? 1_000).unref();
    const off = this.deps.bus.on(WEBHOOK_QUEUED_TOPIC, () => this.kick());
    this.stops = [() => clearInterval(poll), off];
    this.kick();
  }

  /**
   * Stops claiming, and gives back what it holds: an attempt under way is abandoned and its
   * delivery released, due at once and its attempt not counted, so that another instance (or this
   * one restarted) sends it without waiting for the lease to lapse. The receiver may have had it
   * already: the next attempt carries the same webhook-id, which is what receivers dedupe on.
   */
  async stop(): Promise<void> {
    this.closing = true;
    this.halt.abort();
    for (const stop of this.stops) stop();
    this.stops = [];
    this.wake?.();
    await this.idle();
  }

  /** Sends every due delivery, then resolves. */
  async drain(): Promise<void> {
    this.kick();
    await this.idle();
  }

  private async idle(): Promise<void> {
    while (this.dispatcher) await this.dispatcher;
  }

  private kick(): void {
    if (this.closing) return;
    this.wanted = true;
    if (this.dispatcher) {
      this.wake?.();
      return;
    }
    const dispatcher: Promise<void> = this.dispatch()
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'webhook runner failed'))
      .finally(() => {
        if (this.dispatcher === dispatcher) this.dispatcher = null;
      });
    this.dispatcher = dispatcher;
  }

  private async dispatch(): Promise<void> {
    const { db } = this.deps;
    const inFlight = new Set<Promise<void>>();
    try {
      while (!this.closing) {
        const concurrency = this.deps.concurrency ?? 16;
        const free = concurrency - inFlight.size;
        // Slots are refilled in groups (half of them at least), so that a backlog costs one claim
        // per group rather than one per delivery; new work announced is claimed at once.
        if (free > 0 && (this.wanted || free * 2 >= concurrency)) {
          this.wanted = false;
          const claimed = await claimDeliveries(
            db,
            this.deps.leaseMs ?? 60_000,
            this.deps.perWebhook ?? 2,
            free,
          );
          if (claimed.length > 0) {
            const hooks = await findWebhooks(db, [...new Set(claimed.map((d) => d.webhook_id))]);
            for (const delivery of claimed) {
              const sent: Promise<void> = this.send(
                delivery,
                hooks.get(delivery.webhook_id) ?? null,
              )
                .catch((error: unknown) =>
                  this.deps.log?.error({ err: error }, 'webhook delivery failed'),
                ) // prettier-ignore
                .finally(() => inFlight.delete(sent));
              inFlight.add(sent);
            }
            continue;
          }
          // A wake-up that came while this claim ran may concern a row it could not see yet.
          if (this.wanted) continue;
          if (inFlight.size === 0) return;
        }
        // Until a send ends, or (with free slots) new work is announced.
        const woken = new Promise<void>((resolve) => (this.wake = resolve));
        await Promise.race(free > 0 ? [...inFlight, woken] : [...inFlight]);
        this.wake = null;
      }
    } finally {
      await Promise.all(inFlight);
    }
  }

  private async send(delivery: WebhookDeliveryRow, webhook: WebhookRow | null): Promise<void> {
    const { db, config } = this.deps;
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
      const signal = this.halt.signal;
      const answer = await postToTarget(target, { ...headers }, body, {
        timeoutMs: this.deps.timeoutMs ?? 15_000,
        maxBytes: RESPONSE_MAX_BYTES,
        signal,
      });
      if (answer.statusCode === null && signal.aborted) {
        await releaseDelivery(db, delivery);
        return;
      }
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
