// Moving prospects between pipeline stages on one open board (issue 7, ARCHITECTURE §6). Two
// regions: the `dialog` (choose the stage, write why, confirm a permanent stage) and `moves`
// (whether some move is saving). Each started move runs in its own spawned request actor, so moves
// of different prospects run side by side; a second move of one prospect waits for the first.
// The board draws the optimistic result from `context.moves` with applyMoves (.board.ts).
import { not, type SnapshotFrom } from 'xstate';
import { prospectMoveSetup } from './prospect-move.setup';
import type { MoveDialogState } from './prospect-move.types';

export const prospectMoveMachine = prospectMoveSetup.createMachine({
  id: 'prospectMove',
  context: ({ input }) => ({ stages: input.stages, draft: null, moves: [], seq: 0 }),
  type: 'parallel',
  on: {
    'move.saved': {
      actions: {
        type: 'settle',
        params: ({ event }) => ({ key: event.key, settlement: { saved: true } }),
      },
    },
    'move.failed': {
      actions: {
        type: 'settle',
        params: ({ event }) => ({
          key: event.key,
          settlement: { saved: false, error: event.error },
        }),
      },
    },
    'move.dismiss': {
      guard: { type: 'failedMove', params: ({ event }) => ({ key: event.key }) },
      actions: { type: 'dismiss', params: ({ event }) => ({ key: event.key }) },
    },
    'stages.updated': {
      actions: { type: 'replaceStages', params: ({ event }) => ({ stages: event.stages }) },
    },
  },
  states: {
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearDraft',
          on: {
            'move.open': {
              target: 'describing',
              actions: {
                type: 'openDraft',
                params: ({ event }) => ({
                  card: event.card,
                  fromStageId: event.fromStageId,
                  toStageId: event.toStageId,
                }),
              },
            },
          },
        },
        describing: {
          initial: 'editing',
          states: {
            editing: {},
            // The last submit was refused; the draft holds the Spanish reason.
            invalid: { tags: ['error'] },
          },
          on: {
            'move.target': {
              target: '.editing',
              actions: {
                type: 'chooseTarget',
                params: ({ event }) => ({ toStageId: event.toStageId }),
              },
            },
            'move.describe': {
              target: '.editing',
              actions: {
                type: 'writeDescription',
                params: ({ event }) => ({ description: event.description }),
              },
            },
            'move.submit': [
              { guard: 'draftInvalid', target: '.invalid', actions: 'refuseDraft' },
              { guard: 'targetPermanent', target: 'confirming' },
              { target: 'closed', actions: 'enqueueDraft' },
            ],
            'move.cancel': { target: 'closed' },
          },
        },
        // A permanent stage (Ganado, Perdido, Nuevo) is asked about once more.
        confirming: {
          on: {
            'move.confirm': { target: 'closed', actions: 'enqueueDraft' },
            'move.back': { target: 'describing' },
            'move.cancel': { target: 'closed' },
          },
        },
      },
    },
    moves: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'savingSome', target: 'saving' } },
        saving: {
          tags: ['busy'],
          always: { guard: not('savingSome'), target: 'idle' },
        },
      },
    },
  },
});

export type ProspectMoveMachine = typeof prospectMoveMachine;
export type ProspectMoveSnapshot = SnapshotFrom<ProspectMoveMachine>;

/** Where the dialog is, read from the snapshot (the UI never copies it). */
export function dialogStateOf(snapshot: ProspectMoveSnapshot): MoveDialogState {
  if (snapshot.matches({ dialog: 'confirming' })) return 'confirming';
  if (snapshot.matches({ dialog: 'describing' })) return 'describing';
  return 'closed';
}
