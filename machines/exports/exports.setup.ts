// The machine's setup (types, placeholder actors, actions, guards), apart from its states in
// exports.machine.ts.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ExportJobActors } from './exports.actors';
import {
  MESSAGES,
  isExportFailure,
  type ExportFailure,
  type ExportJob,
  type ExportJobContext,
  type ExportJobEvent,
  type ExportJobInput,
  type ExportJobStatus,
} from './exports.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`Actor de exportación sin proveer: ${name}`));

const placeholderActors: ExportJobActors = {
  requestExport: fromPromise<ExportJob>(notProvided('requestExport')),
  readJob: fromPromise<ExportJob, { id: string }>(notProvided('readJob')),
  downloadFile: fromPromise<void, { url: string | null; fileName: string }>(
    notProvided('downloadFile'),
  ),
  watchJob: fromCallback<ExportJobEvent, { id: string }>(() => undefined),
  pollJob: fromCallback<ExportJobEvent, { id: string }>(() => undefined),
};

const failureOf = (error: unknown, fallback: string): ExportFailure =>
  isExportFailure(error) ? error : { kind: 'failed', message: fallback };

// Subscription and polling may answer out of order: an older picture of the job never wins.
const isFresh = (current: ExportJob | null, next: ExportJob) =>
  current === null ||
  (next.id === current.id && Date.parse(next.updated_at) >= Date.parse(current.updated_at));

/** The file name to save: the server's, or a Spanish default for a job that has none yet. */
export const fileNameOf = (job: ExportJob | null) => job?.file_name ?? 'Exportación.xlsx';

export const exportJobSetup = setup({
  types: {
    context: {} as ExportJobContext,
    events: {} as ExportJobEvent,
    input: {} as ExportJobInput,
  },
  actors: placeholderActors,
  actions: {
    // Injected by the UI (a toast); a no-op keeps the machine pure.
    notifyReady: (_, _params: { job: ExportJob | null }) => undefined,
    storeJob: assign({ job: (_, params: { job: ExportJob }) => params.job, jobId: null }),
    storeError: assign({
      error: (_, params: { error: unknown; fallback: string }) =>
        failureOf(params.error, params.fallback).message,
    }),
    storeJobError: assign({ error: ({ context }) => context.job?.error || MESSAGES.jobFailed }),
    storeMessage: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    jobIs: ({ context }, params: { status: ExportJobStatus }) =>
      context.job?.status === params.status,
    updateIs: ({ context }, params: { job: ExportJob; status: ExportJobStatus }) =>
      isFresh(context.job, params.job) && params.job.status === params.status,
    failureIs: (_, params: { error: unknown; kind: ExportFailure['kind'] }) =>
      failureOf(params.error, '').kind === params.kind,
    hasJob: ({ context }) => context.job !== null,
    hasJobId: ({ context }) => context.jobId !== null,
  },
});
