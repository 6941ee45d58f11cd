// The unit import wizard (ARCHITECTURE §6): pick a sheet → check it on the server → review the
// preview and every error → save all rows or none; or, in the update mode, send the sheet once and
// see what changed. The two modes are states, as are the wizard's closed state and each failure
// (so Reintentar knows what to repeat). Requests are actors from createXlsxImportActors; leaving a
// busy state stops its actor, which aborts the request.
import { xlsxImportSetup, initialContext } from './units-import.setup';

export const xlsxImportMachine = xlsxImportSetup.createMachine({
  id: 'xlsxImport',
  context: initialContext(''),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'wizard.opened': [
          {
            guard: {
              type: 'modeIs',
              params: ({ event }) => ({ mode: event.mode, wanted: 'update' }),
            },
            target: 'update',
            actions: { type: 'open', params: ({ event }) => ({ projectId: event.projectId }) },
          },
          {
            target: 'create',
            actions: { type: 'open', params: ({ event }) => ({ projectId: event.projectId }) },
          },
        ],
      },
    },

    create: {
      initial: 'idle',
      on: {
        'wizard.closed': { target: 'closed', actions: 'forgetFile' },
        'file.chosen': [
          {
            guard: { type: 'fileRefused', params: ({ event }) => ({ file: event.file }) },
            target: '.idle.rejected',
            actions: { type: 'refuseFile', params: ({ event }) => ({ file: event.file }) },
          },
          {
            target: '.fileChosen',
            actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
          },
        ],
        'file.discarded': { target: '.idle', actions: 'forgetFile' },
      },
      states: {
        idle: {
          initial: 'waiting',
          states: { waiting: {}, rejected: { tags: ['error'] } },
        },
        fileChosen: {
          on: { 'file.submitted': { target: 'checking' } },
        },
        checking: {
          tags: ['busy'],
          on: {
            'file.chosen': {},
            'file.discarded': {},
            'cancel.requested': { target: 'idle', actions: 'forgetFile' },
          },
          invoke: {
            id: 'checkSheet',
            src: 'checkSheet',
            input: ({ context }) => ({ file: context.file, projectId: context.projectId }),
            onDone: [
              {
                guard: { type: 'sheetReady', params: ({ event }) => ({ check: event.output }) },
                target: 'reviewing.valid',
                actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
              },
              {
                target: 'reviewing.invalid',
                actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: {
              target: 'failed.check',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        reviewing: {
          initial: 'valid',
          states: {
            valid: { on: { 'save.requested': { target: '#xlsxImport.create.saving' } } },
            invalid: {},
          },
        },
        saving: {
          tags: ['busy'],
          on: {
            'file.chosen': {},
            'file.discarded': {},
            'cancel.requested': { target: 'idle', actions: ['unitsChanged', 'forgetFile'] },
            'wizard.closed': {
              target: '#xlsxImport.closed',
              actions: ['unitsChanged', 'forgetFile'],
            },
          },
          invoke: {
            id: 'saveUnits',
            src: 'saveUnits',
            input: ({ context }) => ({
              projectId: context.projectId,
              importId: context.check?.import_id ?? null,
            }),
            onDone: [
              {
                guard: { type: 'sheetAccepted', params: ({ event }) => ({ result: event.output }) },
                target: 'saved',
                actions: ['storeSaved', 'unitsChanged'],
              },
              {
                // Refused at save time (an identifier created meanwhile): nothing was written.
                target: 'reviewing.invalid',
                actions: {
                  type: 'storeRefusal',
                  params: ({ event }) => ({ result: event.output }),
                },
              },
            ],
            onError: {
              target: 'failed.save',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saved: {},
        failed: {
          tags: ['error'],
          initial: 'check',
          states: {
            check: {
              on: {
                'retry.requested': {
                  target: '#xlsxImport.create.checking',
                  actions: 'clearFailure',
                },
              },
            },
            save: {
              on: {
                'retry.requested': { target: '#xlsxImport.create.saving', actions: 'clearFailure' },
              },
            },
          },
        },
      },
    },

    update: {
      initial: 'idle',
      on: {
        'wizard.closed': { target: 'closed', actions: 'forgetFile' },
        'file.chosen': [
          {
            guard: { type: 'fileRefused', params: ({ event }) => ({ file: event.file }) },
            target: '.idle.rejected',
            actions: { type: 'refuseFile', params: ({ event }) => ({ file: event.file }) },
          },
          {
            target: '.fileChosen',
            actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
          },
        ],
        'file.discarded': { target: '.idle', actions: 'forgetFile' },
      },
      states: {
        idle: {
          initial: 'waiting',
          states: { waiting: {}, rejected: { tags: ['error'] } },
        },
        fileChosen: {
          on: { 'file.submitted': { target: 'updating' } },
        },
        updating: {
          tags: ['busy'],
          on: {
            'file.chosen': {},
            'file.discarded': {},
            'cancel.requested': { target: 'idle', actions: ['unitsChanged', 'forgetFile'] },
            'wizard.closed': {
              target: '#xlsxImport.closed',
              actions: ['unitsChanged', 'forgetFile'],
            },
          },
          invoke: {
            id: 'updateUnits',
            src: 'updateUnits',
            input: ({ context }) => ({ file: context.file, projectId: context.projectId }),
            onDone: [
              {
                guard: { type: 'sheetAccepted', params: ({ event }) => ({ result: event.output }) },
                target: 'updated.applied',
                actions: [
                  { type: 'storeUpdate', params: ({ event }) => ({ update: event.output }) },
                  'unitsChanged',
                ],
              },
              {
                target: 'updated.rejected',
                actions: { type: 'storeUpdate', params: ({ event }) => ({ update: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updated: {
          initial: 'applied',
          states: { applied: {}, rejected: {} },
        },
        failed: {
          tags: ['error'],
          on: { 'retry.requested': { target: 'updating', actions: 'clearFailure' } },
        },
      },
    },
  },
});

export type XlsxImportMachine = typeof xlsxImportMachine;
