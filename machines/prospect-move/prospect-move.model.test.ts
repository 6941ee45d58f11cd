// Model test (CONVENTIONS rule 5): @xstate/graph walks every shortest path of the prospect-move
// machine over two prospects and up to two moves (enough for concurrent moves, a queued move, a
// failure and a dropped queued move). Camila picks Contactado or Nuevo; Matías is dropped on Ganado
// (permanent, so confirmed); the refused and over-long inputs are the behaviour test's. Each path is replayed on a real actor whose request actors
// call a fake `commit` the test settles, and must land in the same states with the same moves.
// Together the paths reach every declared state.
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { unreachedStates } from '../shared/model';
import { prospectMoveMachine } from './prospect-move.machine';
import {
  CONTACTADO,
  GANADO,
  NUEVO,
  STAGES,
  WHY,
  camila,
  flush,
  matias,
  movedCard,
  startMachine,
} from './prospect-move.test-kit';
import type { ProspectMoveMachineEvent } from './prospect-move.types';

type Snapshot = SnapshotFrom<typeof prospectMoveMachine>;

const MAX_MOVES = 2;
const REFUSAL = 'Sin conexión con el servidor.';

// Where the board shows Camila: her last move in flight's target, else Nuevo.
const shownStage = (snapshot: Snapshot) =>
  snapshot.context.moves.filter((m) => m.prospectId === camila.id && m.state !== 'failed').at(-1)
    ?.toStageId ?? NUEVO;

function eventsOf(snapshot: Snapshot): ProspectMoveMachineEvent[] {
  const { moves, seq } = snapshot.context;
  const opens: ProspectMoveMachineEvent[] =
    seq < MAX_MOVES
      ? [
          { type: 'move.open', card: camila, fromStageId: shownStage(snapshot) },
          { type: 'move.open', card: matias, fromStageId: CONTACTADO, toStageId: GANADO },
        ]
      : [];
  const settles = moves.flatMap((move): ProspectMoveMachineEvent[] =>
    move.state === 'saving'
      ? [
          { type: 'move.saved', key: move.key, card: movedCard(move.card, move.toStageId) },
          { type: 'move.failed', key: move.key, error: REFUSAL },
        ]
      : [],
  );
  const dismissals = moves
    .filter((move) => move.state === 'failed')
    .map((move): ProspectMoveMachineEvent => ({ type: 'move.dismiss', key: move.key }));
  const dialog: ProspectMoveMachineEvent[] = [
    { type: 'move.target', toStageId: CONTACTADO },
    { type: 'move.target', toStageId: NUEVO },
    { type: 'move.describe', description: WHY },
    { type: 'move.describe', description: '   ' },
    { type: 'move.submit' },
    { type: 'move.confirm' },
    { type: 'move.back' },
    { type: 'move.cancel' },
  ];
  return [...opens, ...dialog, ...settles, ...dismissals].filter((event) => snapshot.can(event));
}

// What a state means beyond its value: the draft the dialog shows and the moves the board draws.
const summary = (snapshot: Snapshot) => ({
  value: snapshot.value,
  draft: snapshot.context.draft && {
    card: snapshot.context.draft.card.id,
    from: snapshot.context.draft.fromStageId,
    to: snapshot.context.draft.toStageId,
    description: snapshot.context.draft.description.length,
    error: snapshot.context.draft.error,
  },
  moves: snapshot.context.moves.map((move) =>
    [move.key, move.prospectId, move.fromStageId, move.toStageId, move.state].join(' '),
  ),
  seq: snapshot.context.seq,
});

// Request outcomes are the machine's own events here; the replay settles the fake instead.
const model: AnyStateMachine = prospectMoveMachine;
const paths = getShortestPaths(model, {
  input: { stages: STAGES },
  events: (snapshot) => eventsOf(prospectMoveMachine.resolveState(snapshot)),
  // A vertex per (state, incoming event): the paths then take every kind of transition once.
  serializeState: (snapshot, event) =>
    JSON.stringify([summary(prospectMoveMachine.resolveState(snapshot)), event?.type]),
});

describe('prospect move model', () => {
  it('reaches every declared state', () => {
    expect(
      unreachedStates(
        prospectMoveMachine,
        paths.map((path) => path.state.value),
      ),
    ).toEqual([]);
  });

  it('walks every event but the stages refresh (a behaviour test)', () => {
    const walked = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...walked].sort()).toEqual(
      [
        ...['move.open', 'move.target', 'move.describe', 'move.submit', 'move.confirm'],
        ...['move.back', 'move.cancel', 'move.saved', 'move.failed', 'move.dismiss'],
        'xstate.init',
      ].sort(),
    );
  });

  it('walks the moves that matter: concurrent, queued, failed, dropped', () => {
    const ends = paths.map((path) => summary(prospectMoveMachine.resolveState(path.state)).moves);
    const has = (pattern: RegExp) => ends.some((moves) => pattern.test(moves.join(' | ')));
    expect(has(/101 .* saving \| move-2 102 .* saving/)).toBe(true);
    expect(has(/101 .* saving \| move-2 101 .* queued/)).toBe(true);
    expect(has(/move-2 101 1 1 failed/)).toBe(true);
  });

  it.each(
    paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const),
  )('replays %s', async (_, path) => {
    const run = startMachine();
    try {
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) {
          const event = step.event;
          if (event.type === 'move.saved' || event.type === 'move.failed') {
            const prospect = run.actor
              .getSnapshot()
              .context.moves.find((move) => move.key === event.key)?.prospectId;
            const call = run.pending(prospect ?? '');
            if (event.type === 'move.saved') call?.answer.resolve(event.card);
            else call?.answer.reject(new Error(event.error));
            await flush();
          } else {
            run.actor.send(event);
          }
        }
        const snapshot = run.actor.getSnapshot();
        expect(summary(snapshot)).toEqual(summary(prospectMoveMachine.resolveState(step.state)));
        // Exactly the saving moves have a request in flight, and only they are drawn as busy.
        const saving = snapshot.context.moves.filter((move) => move.state === 'saving');
        expect(run.calls.filter((call) => !call.settled)).toHaveLength(saving.length);
        expect(Object.keys(snapshot.children).sort()).toEqual(saving.map((m) => m.key).sort());
        expect(snapshot.hasTag('busy')).toBe(saving.length > 0);
        expect(snapshot.hasTag('error')).toBe(
          snapshot.matches({ dialog: { describing: 'invalid' } }),
        );
      }
    } finally {
      run.actor.stop();
    }
  });
});
