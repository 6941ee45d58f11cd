import { describe, expect, it } from 'vitest';
import { applyMoves } from './prospect-move.board';
import { dialogStateOf } from './prospect-move.machine';
import { MESSAGES } from './prospect-move.rules';
import {
  CONTACTADO,
  EVALUACION,
  GANADO,
  NUEVO,
  RESERVA,
  STAGES,
  WHY,
  camila,
  column,
  flush,
  matias,
  movedCard,
  startMachine,
} from './prospect-move.test-kit';
import type { ProspectCard } from './prospect-move.types';

type Run = ReturnType<typeof startMachine>;

function describeMove(run: Run, card: ProspectCard, from: string, to: string, why = WHY) {
  run.actor.send({ type: 'move.open', card, fromStageId: from });
  run.actor.send({ type: 'move.target', toStageId: to });
  run.actor.send({ type: 'move.describe', description: why });
}

function move(run: Run, card: ProspectCard, from: string, to: string, why = WHY) {
  describeMove(run, card, from, to, why);
  run.actor.send({ type: 'move.submit' });
  if (run.actor.getSnapshot().matches({ dialog: 'confirming' })) {
    run.actor.send({ type: 'move.confirm' });
  }
}

const snap = (run: Run) => run.actor.getSnapshot();
const moves = (run: Run) => snap(run).context.moves;

describe('prospect move: the dialog', () => {
  it('starts closed and idle; a drop on a column opens it with the target chosen', () => {
    const run = startMachine();
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
    expect(dialogStateOf(snap(run))).toBe('closed');
    run.actor.send({ type: 'move.open', card: camila, fromStageId: NUEVO, toStageId: RESERVA });
    expect(snap(run).value).toEqual({ dialog: { describing: 'editing' }, moves: 'idle' });
    expect(dialogStateOf(snap(run))).toBe('describing');
    expect(snap(run).context.draft).toEqual({
      card: camila,
      fromStageId: NUEVO,
      toStageId: RESERVA,
      description: '',
      error: null,
    });
  });

  it.each([
    ['no stage chosen', null, WHY, MESSAGES.noTarget],
    ['a stage of no pipeline of the board', '99', WHY, MESSAGES.noTarget],
    ['the stage the card is in', NUEVO, WHY, MESSAGES.sameStage],
    ['a blank description', CONTACTADO, '  \n\t ', MESSAGES.noDescription],
    [
      'a description of 1.001 characters',
      CONTACTADO,
      'a'.repeat(1_001),
      'La descripción admite hasta 1.000 caracteres; tiene 1.001.',
    ],
  ])('refuses %s in Spanish, without sending anything', (_, to, why, message) => {
    const run = startMachine();
    run.actor.send({ type: 'move.open', card: camila, fromStageId: NUEVO });
    if (to) run.actor.send({ type: 'move.target', toStageId: to });
    run.actor.send({ type: 'move.describe', description: why });
    run.actor.send({ type: 'move.submit' });
    expect(snap(run).value).toEqual({ dialog: { describing: 'invalid' }, moves: 'idle' });
    expect(snap(run).hasTag('error')).toBe(true);
    expect(snap(run).context.draft?.error).toBe(message);
    expect(run.calls).toHaveLength(0);
  });

  it('editing after a refusal clears the message; 1.000 characters (trimmed) are accepted', () => {
    const run = startMachine();
    describeMove(run, camila, NUEVO, CONTACTADO, '');
    run.actor.send({ type: 'move.submit' });
    run.actor.send({ type: 'move.describe', description: ` ${'b'.repeat(1_000)} ` });
    expect(snap(run).value).toMatchObject({ dialog: { describing: 'editing' } });
    expect(snap(run).context.draft?.error).toBeNull();
    run.actor.send({ type: 'move.submit' });
    expect(run.calls[0]?.request.description).toBe('b'.repeat(1_000));
  });

  it('a valid move to an open stage closes the dialog and sends the trimmed description', () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO, `  ${WHY}  `);
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'saving' });
    expect(snap(run).hasTag('busy')).toBe(true);
    expect(snap(run).context.draft).toBeNull();
    expect(run.calls.map((call) => call.request)).toEqual([
      { prospectId: camila.id, fromStageId: NUEVO, toStageId: CONTACTADO, description: WHY },
    ]);
  });

  it('a permanent stage asks first: back keeps the draft, confirm sends, cancel sends nothing', () => {
    const run = startMachine();
    describeMove(run, camila, RESERVA, GANADO);
    run.actor.send({ type: 'move.submit' });
    expect(dialogStateOf(snap(run))).toBe('confirming');
    expect(run.calls).toHaveLength(0);
    run.actor.send({ type: 'move.back' });
    expect(snap(run).value).toMatchObject({ dialog: { describing: 'editing' } });
    expect(snap(run).context.draft).toMatchObject({ toStageId: GANADO, description: WHY });
    run.actor.send({ type: 'move.submit' });
    run.actor.send({ type: 'move.cancel' });
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
    expect(run.calls).toHaveLength(0);
    describeMove(run, camila, RESERVA, GANADO);
    run.actor.send({ type: 'move.submit' });
    run.actor.send({ type: 'move.confirm' });
    expect(run.calls[0]?.request).toMatchObject({ fromStageId: RESERVA, toStageId: GANADO });
  });

  it('cancel closes without a move; out-of-turn events change nothing', () => {
    const run = startMachine();
    run.actor.send({ type: 'move.submit' });
    run.actor.send({ type: 'move.confirm' });
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
    describeMove(run, camila, NUEVO, CONTACTADO);
    run.actor.send({ type: 'move.confirm' });
    run.actor.send({ type: 'move.back' });
    run.actor.send({ type: 'move.open', card: matias, fromStageId: NUEVO });
    expect(snap(run).context.draft?.card).toBe(camila);
    expect(snap(run).can({ type: 'move.dismiss', key: 'move-1' })).toBe(false);
    run.actor.send({ type: 'move.cancel' });
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
    expect(snap(run).context.draft).toBeNull();
    expect(moves(run)).toEqual([]);
  });

  it('new stages replace the old ones: a stage made permanent now asks for confirmation', () => {
    const run = startMachine();
    const stages = STAGES.map((stage) =>
      stage.id === RESERVA ? { ...stage, permanent: true } : stage,
    );
    run.actor.send({ type: 'stages.updated', stages });
    expect(snap(run).context.stages).toBe(stages);
    describeMove(run, camila, NUEVO, RESERVA);
    run.actor.send({ type: 'move.submit' });
    expect(dialogStateOf(snap(run))).toBe('confirming');
  });
});

describe('prospect move: moves in flight', () => {
  it('a saved move leaves the list after the app is told, and its request actor is gone', async () => {
    const run = startMachine();
    let movesWhenCommitted: unknown = null;
    run.committed.mockImplementation(() => void (movesWhenCommitted = moves(run).length));
    move(run, camila, NUEVO, CONTACTADO);
    expect(moves(run)).toMatchObject([{ key: 'move-1', state: 'saving', error: null }]);
    expect(Object.keys(snap(run).children)).toEqual(['move-1']);
    const saved = movedCard(camila, CONTACTADO);
    run.pending(camila.id)?.answer.resolve(saved);
    await flush();
    expect(run.committed).toHaveBeenCalledExactlyOnceWith(run.calls[0]?.request, saved);
    // Told while the move was still drawn: the board never shows the card back in Nuevo.
    expect(movesWhenCommitted).toBe(1);
    expect(moves(run)).toEqual([]);
    expect(snap(run).children).toEqual({});
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
  });

  it('a refused move stays failed with the server reason until dismissed', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    run.pending(camila.id)?.answer.reject(new Error('No tienes acceso a ese negocio.'));
    await flush();
    expect(moves(run)).toMatchObject([
      { key: 'move-1', state: 'failed', error: 'No tienes acceso a ese negocio.' },
    ]);
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
    expect(run.committed).not.toHaveBeenCalled();
    run.actor.send({ type: 'move.dismiss', key: 'move-1' });
    expect(moves(run)).toEqual([]);
  });

  it('a failure without a message gets the Spanish fallback', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    run.pending(camila.id)?.answer.reject({ status: 502 });
    await flush();
    expect(moves(run)[0]?.error).toBe(MESSAGES.commitFailed);
  });

  it('a failing cache update does not turn a saved move into a failed one', async () => {
    const run = startMachine();
    run.committed.mockImplementation(() => {
      throw new Error('cache');
    });
    move(run, camila, NUEVO, CONTACTADO);
    run.pending(camila.id)?.answer.resolve(movedCard(camila, CONTACTADO));
    await flush();
    expect(moves(run)).toEqual([]);
  });

  it('moves of two prospects run together; one fails and rolls back alone', async () => {
    const run = startMachine();
    const board = [column(NUEVO, 2, [camila, matias]), column(CONTACTADO, 0, [])];
    move(run, camila, NUEVO, CONTACTADO);
    move(run, matias, NUEVO, CONTACTADO);
    expect(run.calls.map((call) => call.request.prospectId)).toEqual([camila.id, matias.id]);
    expect(applyMoves(board, moves(run))).toEqual([
      column(NUEVO, 0, []),
      column(CONTACTADO, 2, [matias, camila]),
    ]);
    run.pending(matias.id)?.answer.reject(new Error('El negocio cambió de pipeline.'));
    await flush();
    expect(moves(run)).toMatchObject([
      { prospectId: camila.id, state: 'saving' },
      { prospectId: matias.id, state: 'failed', error: 'El negocio cambió de pipeline.' },
    ]);
    expect(applyMoves(board, moves(run))).toEqual([
      column(NUEVO, 1, [matias]),
      column(CONTACTADO, 1, [camila]),
    ]);
    run.pending(camila.id)?.answer.resolve(movedCard(camila, CONTACTADO));
    await flush();
    expect(run.committed).toHaveBeenCalledOnce();
    expect(moves(run)).toMatchObject([{ prospectId: matias.id, state: 'failed' }]);
  });

  it('a second move of the same prospect waits, then starts where the first left it', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    move(run, camila, CONTACTADO, EVALUACION);
    expect(moves(run).map((item) => item.state)).toEqual(['saving', 'queued']);
    expect(run.calls).toHaveLength(1);
    run.pending(camila.id)?.answer.resolve(movedCard(camila, CONTACTADO));
    await flush();
    expect(moves(run)).toMatchObject([{ key: 'move-2', state: 'saving' }]);
    expect(run.calls[1]?.request).toMatchObject({ fromStageId: CONTACTADO, toStageId: EVALUACION });
  });

  it('after a failed first move, the queued one starts from the rolled-back stage', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    move(run, camila, CONTACTADO, RESERVA);
    run.pending(camila.id)?.answer.reject(new Error('Sin conexión con el servidor.'));
    await flush();
    expect(moves(run).map((item) => item.state)).toEqual(['failed', 'saving']);
    expect(run.calls[1]?.request).toMatchObject({ fromStageId: NUEVO, toStageId: RESERVA });
  });

  it('a queued move that would no longer move the card is dropped with a Spanish notice', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    move(run, camila, CONTACTADO, NUEVO);
    run.pending(camila.id)?.answer.reject(new Error('Sin conexión con el servidor.'));
    await flush();
    expect(moves(run)).toMatchObject([
      { key: 'move-1', state: 'failed' },
      {
        key: 'move-2',
        state: 'failed',
        fromStageId: NUEVO,
        error:
          'El negocio de Camila Rojas Fuentes ya está en Nuevo: el movimiento siguiente no se hizo.',
      },
    ]);
    expect(run.calls).toHaveLength(1);
    expect(snap(run).value).toEqual({ dialog: 'closed', moves: 'idle' });
  });

  it('a third move waits for the second, which starts after the first', async () => {
    const run = startMachine();
    move(run, camila, NUEVO, CONTACTADO);
    move(run, camila, CONTACTADO, EVALUACION);
    move(run, camila, CONTACTADO, RESERVA);
    expect(moves(run).map((item) => [item.state, item.fromStageId])).toEqual([
      ['saving', NUEVO],
      ['queued', CONTACTADO],
      ['queued', EVALUACION],
    ]);
    run.pending(camila.id)?.answer.resolve(movedCard(camila, CONTACTADO));
    await flush();
    expect(moves(run).map((item) => item.state)).toEqual(['saving', 'queued']);
    run.pending(camila.id)?.answer.reject(new Error('Sin conexión con el servidor.'));
    await flush();
    expect(run.calls[2]?.request).toMatchObject({ fromStageId: CONTACTADO, toStageId: RESERVA });
  });
});
