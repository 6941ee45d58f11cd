// The export job's vocabulary: the job as the contract returns it, what the machine needs from the
// outside world (ExportJobDeps, given to createExportJobActors), and the domain-fact events.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExportJobFieldsFragment } from '../../graphql/generated/client/graphql';
import type { Executor } from '../shared/executor';

/** One asynchronous export (graphql/schema/exports.graphql `ExportJob`). */
export type ExportJob = ExportJobFieldsFragment;

/** Server-side states of a job. */
export type ExportJobStatus = 'queued' | 'running' | 'ready' | 'failed';

/** Where a subscription's answers go (the realtime channel's sink). */
export interface JobSink<TResult> {
  next(data: TResult): void;
  error?(error: unknown): void;
  complete?(): void;
}

/** Subscribes to a typed subscription document; returns the unsubscribe function. */
export type Subscribe = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  sink: JobSink<TResult>,
) => () => void;

export interface ExportJobDeps {
  execute: Executor;
  subscribe: Subscribe;
  /**
   * Runs the one request…File mutation this export stands for and answers the new job. Absent for
   * a job recovered from the list, whose filters are not known: it cannot be requested again.
   */
  request?: () => Promise<ExportJob>;
  /** GET `url` with the Authorization header and save the file as `fileName`. */
  download(url: string, fileName: string): Promise<void>;
  /** A Spanish message for any failure (the executor's errors already carry one). */
  describeError?: (error: unknown) => string;
  /** Whether a failed download was refused because its signed link expired (HTTP 403). */
  isExpiredLink?: (error: unknown) => boolean;
  /** Fallback polling while the socket may be down: first read, then every interval (ms). */
  firstPollMs?: number;
  pollIntervalMs?: number;
}

/** Why something failed, as the actors report it: a Spanish message and its kind. */
export interface ExportFailure {
  kind: 'expiredLink' | 'vanished' | 'failed';
  message: string;
}

export function isExportFailure(value: unknown): value is ExportFailure {
  if (typeof value !== 'object' || value === null) return false;
  const kind: unknown = Reflect.get(value, 'kind');
  return (
    (kind === 'expiredLink' || kind === 'vanished' || kind === 'failed') &&
    typeof Reflect.get(value, 'message') === 'string'
  );
}

export const MESSAGES = {
  requestFailed: 'No pudimos solicitar la exportación. Inténtalo de nuevo.',
  jobFailed: 'No se pudo generar la exportación.',
  vanished: 'La exportación ya no está disponible: venció o fue eliminada.',
  downloadFailed: 'No pudimos descargar el archivo. Inténtalo de nuevo.',
  linkExpired: 'El enlace de descarga venció. Vuelve a intentarlo.',
  notRepeatable: 'Esta exportación no se puede repetir desde aquí: solicítala de nuevo.',
  unknownStatus: 'La exportación está en un estado desconocido.',
} as const;

export interface ExportJobInput {
  /** Start from a job already known (the panel's list, a job just requested elsewhere). */
  job?: ExportJob | null;
  /** Recover a job by id (after a reload or a reconnection): read it first. */
  jobId?: string | null;
}

export type ExportJobEvent =
  /** The user asked for the export (again). */
  | { type: 'export.requested' }
  /** The user retries a failed export: it is requested again. */
  | { type: 'retry.requested' }
  | { type: 'download.requested' }
  /** The server reported the job (subscription or polling). */
  | { type: 'job.updated'; job: ExportJob }
  /** Polling found no such job any more (expired after 7 days or removed). */
  | { type: 'job.vanished' };

export interface ExportJobContext {
  job: ExportJob | null;
  /** The id to recover when started from `jobId` (null once the job is known). */
  jobId: string | null;
  /** Spanish reason of the last failure (job, request or download). */
  error: string | null;
}
