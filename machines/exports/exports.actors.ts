// The export job's side effects, built from injected dependencies (CONVENTIONS rule 4): the app
// passes the real executor, the realtime channel's subscribe, the request of one export and the
// file download; tests pass fakes or replace these with machine.provide.
import { fromCallback, fromPromise } from 'xstate';
import {
  ExportJobDocument,
  ExportJobUpdatedDocument,
} from '../../graphql/generated/client/graphql';
import {
  MESSAGES,
  type ExportFailure,
  type ExportJob,
  type ExportJobDeps,
  type ExportJobEvent,
} from './exports.types';

const FIRST_POLL_MS = 1_000;
const POLL_INTERVAL_MS = 4_000;

const messageOf = (error: unknown, fallback: string): string => {
  const message: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : undefined;
  return typeof message === 'string' && message !== '' ? message : fallback;
};

const isForbidden = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'status') === 403;

const failure = (kind: ExportFailure['kind'], message: string): ExportFailure => ({
  kind,
  message,
});

export function createExportJobActors(deps: ExportJobDeps) {
  const describe = (error: unknown, fallback: string) =>
    deps.describeError ? deps.describeError(error) : messageOf(error, fallback);
  const expired = deps.isExpiredLink ?? isForbidden;

  async function readJob(id: string): Promise<ExportJob> {
    let job: ExportJob | null;
    try {
      ({ exportJob: job } = await deps.execute(ExportJobDocument, { id }));
    } catch (error) {
      throw failure('failed', describe(error, MESSAGES.downloadFailed));
    }
    if (!job) throw failure('vanished', MESSAGES.vanished);
    return job;
  }

  return {
    requestExport: fromPromise<ExportJob>(async () => {
      if (!deps.request) throw failure('failed', MESSAGES.notRepeatable);
      try {
        return await deps.request();
      } catch (error) {
        throw failure('failed', describe(error, MESSAGES.requestFailed));
      }
    }),

    readJob: fromPromise<ExportJob, { id: string }>(({ input }) => readJob(input.id)),

    downloadFile: fromPromise<void, { url: string | null; fileName: string }>(async ({ input }) => {
      // A ready job always has a link; a missing one is treated like an expired one: read anew.
      if (!input.url) throw failure('expiredLink', MESSAGES.linkExpired);
      try {
        await deps.download(input.url, input.fileName);
      } catch (error) {
        if (expired(error)) throw failure('expiredLink', MESSAGES.linkExpired);
        throw failure('failed', describe(error, MESSAGES.downloadFailed));
      }
    }),

    watchJob: fromCallback<ExportJobEvent, { id: string }>(({ input, sendBack }) =>
      deps.subscribe(
        ExportJobUpdatedDocument,
        { id: input.id },
        {
          next: ({ exportJobUpdated }) => sendBack({ type: 'job.updated', job: exportJobUpdated }),
          // A dropped socket reconnects by itself; meanwhile pollJob keeps the job current.
          error: () => undefined,
        },
      ),
    ),

    // The fallback when the socket is down: read the job now and then. One read at a time, and
    // answers that arrive after the machine moved on are dropped.
    pollJob: fromCallback<ExportJobEvent, { id: string }>(({ input, sendBack }) => {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = (ms: number) => {
        timer = setTimeout(() => void poll(), ms);
      };
      async function poll() {
        try {
          const { exportJob } = await deps.execute(ExportJobDocument, { id: input.id });
          if (stopped) return;
          sendBack(exportJob ? { type: 'job.updated', job: exportJob } : { type: 'job.vanished' });
        } catch {
          // Offline too: the next round tries again.
        }
        if (!stopped) schedule(deps.pollIntervalMs ?? POLL_INTERVAL_MS);
      }
      schedule(deps.firstPollMs ?? FIRST_POLL_MS);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    }),
  };
}

export type ExportJobActors = ReturnType<typeof createExportJobActors>;
