// One move's request, spawned by the prospect-move machine for each move it starts (the number of
// moves in flight is dynamic, so they cannot be invoked by a state). It runs `commit` and tells
// its parent the outcome as a domain event, so the parent never parses xstate.done.* event ids.
import { fromPromise, sendParent, setup } from 'xstate';
import { MESSAGES } from './prospect-move.rules';
import type { MoveOutcomeEvent, MoveRequest, ProspectCard } from './prospect-move.types';

export interface MoveRequestInput {
  key: string;
  request: MoveRequest;
}

/** The error's own message when it has one (the app's executor words it in Spanish). */
export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : MESSAGES.commitFailed;

export const moveRequestMachine = setup({
  types: {
    context: {} as MoveRequestInput,
    input: {} as MoveRequestInput,
  },
  actors: {
    commit: fromPromise<ProspectCard, MoveRequest>(() =>
      Promise.reject(new Error('Actor de movimiento sin proveer: commit')),
    ),
  },
  actions: {
    reportSaved: sendParent(({ context }, params: { card: ProspectCard }): MoveOutcomeEvent => ({
      type: 'move.saved',
      key: context.key,
      card: params.card,
    })),
    reportFailed: sendParent(({ context }, params: { error: unknown }): MoveOutcomeEvent => ({
      type: 'move.failed',
      key: context.key,
      error: failureMessage(params.error),
    })),
  },
}).createMachine({
  id: 'moveRequest',
  context: ({ input }) => input,
  initial: 'saving',
  states: {
    saving: {
      invoke: {
        id: 'commit',
        src: 'commit',
        input: ({ context }) => context.request,
        onDone: {
          target: 'saved',
          actions: { type: 'reportSaved', params: ({ event }) => ({ card: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
    failed: { type: 'final' },
  },
});
