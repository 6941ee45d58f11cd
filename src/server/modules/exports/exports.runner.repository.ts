import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { topics, type EventBus } from '../../realtime/bus';
import { claimNextJob, deleteExpiredJobs, renewClaim, settleJob } from './exports.queue.repository';
import {
  exportFileKey,
  removeExportFile,
  removeStaleExportFiles,
  writeExportFile,
} from './exports.files.service';
import { finishExport } from './exports.finish.repository';
import {
  EXPORT_QUEUED_TOPIC,
  EXPORT_RETENTION_DAYS,
  MAX_EXPORT_ATTEMPTS,
  type ExportDefinitions,
  type ExportJobRow,
} from './exports.job-types.service';
import { toExportJob } from './exports.mappers';
import { ProgressReporter } from './exports.progress.service';
import { exportViewer } from './exports.viewer.service';

export interface ExportRunnerDeps {
  db: Db;
  config: Config;
  bus: EventBus;
  definitions: ExportDefinitions;
  log?: { error(details: object, message: string): void };
  /** A claim not renewed for this long is taken over by another runner (default 60 s). */
  leaseMs?: number;
  /** Polls the queue this often besides waking on the bus (default 5 s). */
  pollMs?: number;
  /** Sweeps expired jobs and files this often (default 1 h). */
  sweepMs?: number;
}

const DAY_MS = 86_400_000;
const failures = {
  interrupted: 'La exportación se interrumpió varias veces. Solicítala nuevamente.',
  unknownType: 'Este tipo de exportación no existe.',
  noAccess: 'Ya no tienes acceso a esta exportación.',
  broken: 'No se pudo generar el archivo. Solicita la exportación nuevamente más tarde.',
};
const chileDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' });

/**
 * Runs export jobs one at a time: claims the oldest, writes its file into storage while renewing
 * the claim and reporting progress, and settles it. `start()` makes it poll and wake on the bus
 * (the server does); tests leave it stopped and call `runOnce()` / `drain()` themselves.
 */
export class ExportRunner {
  private readonly leaseMs: number;
  private loop: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private current: AbortController | null = null;
  private stops: (() => void)[] = [];

  constructor(private readonly deps: ExportRunnerDeps) {
    this.leaseMs = deps.leaseMs ?? 60_000;
  }

  start(): void {
    this.closing = false;
    const poll = setInterval(() => this.kick(), this.deps.pollMs ?? 5_000).unref();
    const sweep = setInterval(() => void this.sweep(), this.deps.sweepMs ?? 3_600_000).unref();
    const off = this.deps.bus.on(EXPORT_QUEUED_TOPIC, () => this.kick());
    this.stops = [() => clearInterval(poll), () => clearInterval(sweep), off];
    void this.sweep();
    this.kick();
  }

  /** Stops polling; a job in progress goes back to the queue for the next start. */
  async stop(): Promise<void> {
    this.closing = true;
    for (const stop of this.stops) stop();
    this.stops = [];
    this.current?.abort();
    await this.loop;
  }

  private kick(): void {
    if (this.closing) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = (async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.closing);
    })()
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'export runner failed'))
      .finally(() => (this.loop = null));
  }

  /** Runs jobs until the queue is empty; returns how many were claimed. */
  async drain(): Promise<number> {
    let claimed = 0;
    while (!this.closing && (await this.runOnce())) claimed++;
    return claimed;
  }

  /** Claims and runs one job; returns its row as settled (null: nothing to claim). */
  async runOnce(): Promise<{ claimed: ExportJobRow; settled: ExportJobRow | null } | null> {
    const job = await claimNextJob(this.deps.db, this.leaseMs);
    if (!job) return null;
    return { claimed: job, settled: await this.run(job) };
  }

  async sweep(now = Date.now()): Promise<number> {
    try {
      const paths = await deleteExpiredJobs(this.deps.db);
      for (const path of paths) await removeExportFile(this.deps.config, path);
      await removeStaleExportFiles(this.deps.config, EXPORT_RETENTION_DAYS * DAY_MS, now);
      return paths.length;
    } catch (error) {
      this.deps.log?.error({ err: error }, 'export sweep failed');
      return 0;
    }
  }

  private async publish(job: ExportJobRow): Promise<void> {
    const payload = toExportJob(job, this.deps.config);
    await this.deps.bus
      .publish(topics.exportJob(job.user_id), payload)
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'export publish failed'));
  }

  private async fail(job: ExportJobRow, error: string): Promise<ExportJobRow | null> {
    const settled = await settleJob(this.deps.db, job, { status: 'failed', error });
    if (settled) await this.publish(settled);
    return settled;
  }

  private async run(job: ExportJobRow): Promise<ExportJobRow | null> {
    const { db, config } = this.deps;
    const definition = this.deps.definitions(job.type);
    if (job.attempts > MAX_EXPORT_ATTEMPTS) return this.fail(job, failures.interrupted);
    if (!definition) return this.fail(job, failures.unknownType);
    const viewer = await exportViewer(db, job.user_id, definition.operation);
    if (!viewer) return this.fail(job, failures.noAccess);
    await this.publish(job);

    const controller = new AbortController();
    this.current = controller;
    const renew = () =>
      renewClaim(db, job)
        .then((held) => held || controller.abort())
        .catch((error: unknown) => this.deps.log?.error({ err: error }, 'export lease failed'));
    const heartbeat = setInterval(renew, this.leaseMs / 3);
    const extension = definition.extension(job.params);
    const key = exportFileKey(job.id, extension, job.attempts);
    try {
      const ctx = { db, viewer, params: job.params, signal: controller.signal };
      const progress = new ProgressReporter(async (value) => {
        if (await renewClaim(db, job, value).catch(() => true)) {
          await this.publish({ ...job, progress: value, updated_at: new Date() });
        }
      });
      const rows = await writeExportFile(config, key, (out) =>
        definition.write(ctx, out, (done) => progress.update(done)),
      );
      await progress.settled();
      controller.signal.throwIfAborted();
      const fileName = `${definition.fileBaseName} ${chileDay.format(job.created_at)}.${extension}`;
      const finished = await finishExport(db, job, { fileName, filePath: key, rows });
      if (!finished) {
        // Another runner took the job over meanwhile: its attempt writes the row and the file.
        await removeExportFile(config, key);
        return null;
      }
      await this.publish(finished.job);
      await this.deps.bus
        .publish(topics.notification(job.user_id), finished.notification)
        .catch((error: unknown) => this.deps.log?.error({ err: error }, 'notify failed'));
      return finished.job;
    } catch (error) {
      await removeExportFile(config, key);
      return this.afterError(job, error, controller.signal.aborted);
    } finally {
      clearInterval(heartbeat);
      this.current = null;
    }
  }

  private async afterError(
    job: ExportJobRow,
    error: unknown,
    aborted: boolean,
  ): Promise<ExportJobRow | null> {
    // Stopping the server is not the job's fault: it goes back to the queue with its attempt.
    if (aborted && this.closing) {
      const queued = await settleJob(this.deps.db, job, { status: 'queued', refund: true });
      if (queued) await this.publish(queued);
      return queued;
    }
    // A lost claim belongs to the runner that took the job over: leave the row alone.
    if (aborted) return null;
    this.deps.log?.error({ err: error, job: job.id }, 'export job failed');
    if (job.attempts >= MAX_EXPORT_ATTEMPTS) return this.fail(job, failures.broken);
    const retry = await settleJob(this.deps.db, job, { status: 'queued', refund: false });
    if (retry) await this.publish(retry);
    return retry;
  }
}
