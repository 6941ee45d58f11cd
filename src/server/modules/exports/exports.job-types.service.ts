import type { Writable } from 'node:stream';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import type { exportJobs } from '../../db/schema';

// What the export runner (exports.runner.ts) needs from the export types it runs. The definitions
// themselves live with the business module (src/server/modules/exports); the runner only knows
// this interface, so it stays a generic durable queue.

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A job is tried at most this many times (failures and interrupted runs both count). */
export const MAX_EXPORT_ATTEMPTS = 3;
/** Jobs and their files are kept this many days (then swept). */
export const EXPORT_RETENTION_DAYS = 7;
/** Bus topic that wakes every instance's runner when a job is queued. */
export const EXPORT_QUEUED_TOPIC = 'export.queued';

/** Where and as whom a job runs: the requester's access as it is when the job runs. */
export interface ExportRunContext {
  db: Db;
  viewer: Viewer;
  params: Record<string, unknown>;
  /** Aborted when the job lost its claim or the server is stopping. */
  signal: AbortSignal;
}

export interface ExportDefinition {
  /** export_jobs.type, e.g. 'booking_requests'. */
  type: string;
  /** The policy operation that requests it: the requester must still be allowed to run it. */
  operation: string;
  /** Spanish base of the file name, e.g. 'Solicitud de Reservas'. */
  fileBaseName: string;
  /** 'xlsx' or 'csv' (contacts may ask for csv). */
  extension(params: Record<string, unknown>): 'xlsx' | 'csv';
  /**
   * Writes the file into `out` (it may end it); resolves with the rows written. `progress` is
   * told how far it got, from 0 to 1, as it goes.
   */
  write(ctx: ExportRunContext, out: Writable, progress: (done: number) => void): Promise<number>;
}

export type ExportDefinitions = (type: string) => ExportDefinition | undefined;
