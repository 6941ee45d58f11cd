// The prospect-move machine's implementations (CONVENTIONS rule 3: named, in setup): the request
// actor each started move spawns (the app provides createProspectMoveActors), the dialog's draft
// updates, and the bookkeeping of moves in flight (rules in prospect-move.rules.ts).
import { assign, enqueueActions, setup } from 'xstate';
import { moveRequestMachine } from './move-request.machine';
import {
  draftProblem,
  hasSaving,
  isPermanent,
  newMove,
  settleMove,
  type Settlement,
} from './prospect-move.rules';
import type {
  BoardStage,
  Move,
  ProspectCard,
  ProspectMoveContext,
  ProspectMoveInput,
  ProspectMoveMachineEvent,
} from './prospect-move.types';

// The spawned request's id is the move's key: the key the request reports back with.
const requestOf = ({ key, prospectId, fromStageId, toStageId, description }: Move) => ({
  id: key,
  input: { key, request: { prospectId, fromStageId, toStageId, description } },
});

export const prospectMoveSetup = setup({
  types: {
    context: {} as ProspectMoveContext,
    events: {} as ProspectMoveMachineEvent,
    input: {} as ProspectMoveInput,
  },
  actors: { moveRequest: moveRequestMachine },
  actions: {
    openDraft: assign({
      draft: (_, params: { card: ProspectCard; fromStageId: string; toStageId?: string }) => ({
        card: params.card,
        fromStageId: params.fromStageId,
        toStageId: params.toStageId ?? null,
        description: '',
        error: null,
      }),
    }),
    chooseTarget: assign({
      draft: ({ context }, params: { toStageId: string }) =>
        context.draft && { ...context.draft, toStageId: params.toStageId, error: null },
    }),
    writeDescription: assign({
      draft: ({ context }, params: { description: string }) =>
        context.draft && { ...context.draft, description: params.description, error: null },
    }),
    refuseDraft: assign({
      draft: ({ context }) =>
        context.draft && { ...context.draft, error: draftProblem(context.draft, context.stages) },
    }),
    clearDraft: assign({ draft: null }),
    // The draft becomes a move: saving (drawn at once) or queued behind its prospect's move.
    enqueueDraft: enqueueActions(({ context, enqueue }) => {
      if (!context.draft) return;
      const move = newMove(context.moves, context.draft, `move-${context.seq + 1}`);
      enqueue.assign({ moves: [...context.moves, move], seq: context.seq + 1 });
      if (move.state === 'saving') enqueue.spawnChild('moveRequest', requestOf(move));
    }),
    // The server answered: record it, and start the prospect's next queued move when it has one.
    settle: enqueueActions(
      ({ context, enqueue }, params: { key: string; settlement: Settlement }) => {
        enqueue.stopChild(params.key);
        const { moves, started } = settleMove(
          context.moves,
          params.key,
          params.settlement,
          context.stages,
        );
        enqueue.assign({ moves });
        for (const move of started) enqueue.spawnChild('moveRequest', requestOf(move));
      },
    ),
    dismiss: assign({
      moves: ({ context }, params: { key: string }) =>
        context.moves.filter((move) => !(move.key === params.key && move.state === 'failed')),
    }),
    replaceStages: assign({
      stages: (_, params: { stages: readonly BoardStage[] }) => params.stages,
    }),
  },
  guards: {
    draftInvalid: ({ context }) =>
      context.draft !== null && draftProblem(context.draft, context.stages) !== null,
    targetPermanent: ({ context }) => isPermanent(context.stages, context.draft?.toStageId ?? null),
    savingSome: ({ context }) => hasSaving(context.moves),
    failedMove: ({ context }, params: { key: string }) =>
      context.moves.some((move) => move.key === params.key && move.state === 'failed'),
  },
});
