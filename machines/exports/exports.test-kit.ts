// Fakes for the export job's dependencies: a request, a job reader and a download whose answers
// each test settles by hand, and a subscription the test pushes job updates through.
import { vi } from 'vitest';
import { deferred, type Deferred } from '../shared/deferred';
import type { Executor } from '../shared/executor';
import type { ExportJob, ExportJobDeps, JobSink } from './exports.types';

export const NOW = Date.UTC(2025, 2, 14, 13, 0, 0);

/** A booking-requests export of the demo, at `status`, `seconds` after it was requested. */
export function jobFixture(
  status: ExportJob['status'],
  overrides: Partial<ExportJob> = {},
  seconds = 0,
): ExportJob {
  const at = new Date(NOW + seconds * 1000).toISOString();
  const ready = status === 'ready';
  return {
    id: '9b2f3c1e-5a7d-4e21-9c3a-0f6d8e2b7a41',
    type: 'booking_requests',
    status,
    progress: ready ? 100 : 0,
    file_name: ready ? 'Solicitud de Reservas 2025-03-14.xlsx' : null,
    download_url: ready ? '/api/exports/9b2f3c1e/download?token=firma-1' : null,
    error: null,
    created_at: new Date(NOW).toISOString(),
    updated_at: at,
    ...overrides,
  };
}

/** Each call of a faked request gets its own deferred answer, kept in order. */
export function pendingCalls<TArgs extends unknown[], TResult>() {
  const calls: Array<{ args: TArgs; answer: Deferred<TResult> }> = [];
  const fn = vi.fn((...args: TArgs) => {
    const answer = deferred<TResult>();
    calls.push({ args, answer });
    return answer.promise;
  });
  return { fn, calls, last: () => calls[calls.length - 1] };
}

export class FakeHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export function fakeDeps(options: { repeatable?: boolean } = {}) {
  const request = pendingCalls<[], ExportJob>();
  const readJob = pendingCalls<[string], { exportJob: ExportJob | null }>();
  const download = pendingCalls<[string, string], void>();
  const sinks: Array<{
    id: string;
    sink: JobSink<{ exportJobUpdated: ExportJob }>;
    open: boolean;
  }> = [];
  // The machine only reads ExportJobDocument through the executor: every call is a job read.
  const execute: Executor = <TResult>(...args: unknown[]) => {
    const variables = args[1];
    const id = typeof variables === 'object' && variables ? Reflect.get(variables, 'id') : '';
    return readJob.fn(String(id)) as unknown as Promise<TResult>;
  };
  const deps: ExportJobDeps = {
    execute,
    subscribe: (_document, variables, sink) => {
      const id = typeof variables === 'object' && variables ? Reflect.get(variables, 'id') : '';
      const entry = {
        id: String(id),
        sink: sink as unknown as JobSink<{ exportJobUpdated: ExportJob }>,
        open: true,
      };
      sinks.push(entry);
      return () => void (entry.open = false);
    },
    download: download.fn,
    firstPollMs: 1_000,
    pollIntervalMs: 4_000,
    ...(options.repeatable === false ? {} : { request: request.fn }),
  };
  /** Pushes an update through every open subscription (as the server's exportJobUpdated does). */
  const push = (job: ExportJob) =>
    sinks.filter((s) => s.open).forEach((s) => s.sink.next({ exportJobUpdated: job }));
  const openSubscriptions = () => sinks.filter((s) => s.open).map((s) => s.id);
  return { deps, request, readJob, download, push, openSubscriptions };
}

/** Lets settled promises reach the machine. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
