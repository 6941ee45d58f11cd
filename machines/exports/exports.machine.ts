// The lifecycle of one asynchronous export (ARCHITECTURE §6): request it, follow it while the
// server queues and writes it (subscription, with polling as the fallback when the socket is
// down), download it through its signed link (renewing an expired link once), or fail with a
// Spanish reason and retry. It may also start from a job already known or recover one by id.
import { exportJobSetup, fileNameOf } from './exports.setup';
import { MESSAGES } from './exports.types';

export { fileNameOf };

export const exportJobMachine = exportJobSetup.createMachine({
  id: 'exportJob',
  context: ({ input }) => ({
    job: input.job ?? null,
    jobId: input.job ? null : (input.jobId ?? null),
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasJob', target: 'routing' },
        { guard: 'hasJobId', target: 'recovering' },
        { target: 'idle' },
      ],
    },

    idle: {
      on: { 'export.requested': { target: 'requesting' } },
    },

    requesting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'requestExport',
        src: 'requestExport',
        onDone: {
          target: 'routing',
          actions: { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: event.error, fallback: MESSAGES.requestFailed }),
          },
        },
      },
    },

    recovering: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'recoverJob',
        src: 'readJob',
        input: ({ context }) => ({ id: context.jobId ?? '' }),
        onDone: {
          target: 'routing',
          actions: { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'failureIs',
              params: ({ event }) => ({ error: event.error, kind: 'vanished' }),
            },
            target: 'failed',
            actions: { type: 'storeMessage', params: { message: MESSAGES.vanished } },
          },
          {
            target: 'recoveryFailed',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ error: event.error, fallback: MESSAGES.downloadFailed }),
            },
          },
        ],
      },
    },

    recoveryFailed: {
      tags: ['error'],
      on: { 'retry.requested': { target: 'recovering' } },
    },

    // Where a job whose status was just learned belongs.
    routing: {
      always: [
        { guard: { type: 'jobIs', params: { status: 'queued' } }, target: 'tracking.queued' },
        { guard: { type: 'jobIs', params: { status: 'running' } }, target: 'tracking.running' },
        { guard: { type: 'jobIs', params: { status: 'ready' } }, target: 'ready' },
        {
          guard: { type: 'jobIs', params: { status: 'failed' } },
          target: 'failed',
          actions: 'storeJobError',
        },
        {
          target: 'failed',
          actions: { type: 'storeMessage', params: { message: MESSAGES.unknownStatus } },
        },
      ],
    },

    tracking: {
      invoke: [
        {
          id: 'watchJob',
          src: 'watchJob',
          input: ({ context }) => ({ id: context.job?.id ?? '' }),
        },
        { id: 'pollJob', src: 'pollJob', input: ({ context }) => ({ id: context.job?.id ?? '' }) },
      ],
      on: {
        'job.updated': [
          {
            guard: {
              type: 'updateIs',
              params: ({ event }) => ({ job: event.job, status: 'ready' }),
            },
            target: 'ready',
            actions: [
              { type: 'storeJob', params: ({ event }) => ({ job: event.job }) },
              { type: 'notifyReady', params: ({ event }) => ({ job: event.job }) },
            ],
          },
          {
            guard: {
              type: 'updateIs',
              params: ({ event }) => ({ job: event.job, status: 'failed' }),
            },
            target: 'failed',
            actions: [
              { type: 'storeJob', params: ({ event }) => ({ job: event.job }) },
              'storeJobError',
            ],
          },
          {
            guard: {
              type: 'updateIs',
              params: ({ event }) => ({ job: event.job, status: 'running' }),
            },
            target: '.running',
            actions: { type: 'storeJob', params: ({ event }) => ({ job: event.job }) },
          },
          {
            // A job interrupted by a server restart goes back to the queue, then runs again.
            guard: {
              type: 'updateIs',
              params: ({ event }) => ({ job: event.job, status: 'queued' }),
            },
            target: '.queued',
            actions: { type: 'storeJob', params: ({ event }) => ({ job: event.job }) },
          },
        ],
        'job.vanished': {
          target: 'failed',
          actions: { type: 'storeMessage', params: { message: MESSAGES.vanished } },
        },
      },
      initial: 'queued',
      states: {
        queued: {},
        running: {},
      },
    },

    ready: {
      on: { 'download.requested': { target: 'downloading' } },
    },

    downloading: {
      tags: ['busy'],
      entry: 'clearError',
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'downloadFile',
            src: 'downloadFile',
            input: ({ context }) => ({
              url: context.job?.download_url ?? null,
              fileName: fileNameOf(context.job),
            }),
            onDone: { target: '#exportJob.downloaded' },
            onError: [
              {
                guard: {
                  type: 'failureIs',
                  params: ({ event }) => ({ error: event.error, kind: 'expiredLink' }),
                },
                target: 'renewingLink',
              },
              {
                target: '#exportJob.downloadFailed',
                actions: {
                  type: 'storeError',
                  params: ({ event }) => ({
                    error: event.error,
                    fallback: MESSAGES.downloadFailed,
                  }),
                },
              },
            ],
          },
        },
        // The signed link lasts an hour: reading the job again signs a fresh one.
        renewingLink: {
          invoke: {
            id: 'renewLink',
            src: 'readJob',
            input: ({ context }) => ({ id: context.job?.id ?? '' }),
            onDone: {
              target: 'fetchingAgain',
              actions: { type: 'storeJob', params: ({ event }) => ({ job: event.output }) },
            },
            onError: [
              {
                guard: {
                  type: 'failureIs',
                  params: ({ event }) => ({ error: event.error, kind: 'vanished' }),
                },
                target: '#exportJob.failed',
                actions: { type: 'storeMessage', params: { message: MESSAGES.vanished } },
              },
              {
                target: '#exportJob.downloadFailed',
                actions: {
                  type: 'storeError',
                  params: ({ event }) => ({
                    error: event.error,
                    fallback: MESSAGES.downloadFailed,
                  }),
                },
              },
            ],
          },
        },
        // Only once: a second refusal is reported, not retried in a loop.
        fetchingAgain: {
          invoke: {
            id: 'downloadAgain',
            src: 'downloadFile',
            input: ({ context }) => ({
              url: context.job?.download_url ?? null,
              fileName: fileNameOf(context.job),
            }),
            onDone: { target: '#exportJob.downloaded' },
            onError: {
              target: '#exportJob.downloadFailed',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ error: event.error, fallback: MESSAGES.downloadFailed }),
              },
            },
          },
        },
      },
    },

    downloadFailed: {
      tags: ['error'],
      on: { 'download.requested': { target: 'downloading' } },
    },

    downloaded: {
      on: {
        'download.requested': { target: 'downloading' },
        'export.requested': { target: 'requesting' },
      },
    },

    failed: {
      tags: ['error'],
      on: {
        'retry.requested': { target: 'requesting' },
        'export.requested': { target: 'requesting' },
      },
    },
  },
});

export type ExportJobMachine = typeof exportJobMachine;
