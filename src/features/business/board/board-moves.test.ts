import { describe, expect, it } from 'vitest';
import type { Move } from '../../../../machines/prospect-move/prospect-move.types';
import { camilaCard, ignacioCard, luisCard, stagesFixture } from '../board.fixtures';
import { keepRecentMoves, movingIdsOf, moveStages, withRecentMove } from './board-moves';

const move = (card: typeof camilaCard, state: Move['state'], key: string): Move => ({
  key,
  card,
  state,
  error: state === 'failed' ? 'El negocio ya no existe.' : null,
  prospectId: card.id,
  fromStageId: '1',
  toStageId: '4',
  description: 'Pagó la reserva en la sala de ventas.',
});

describe('board moves', () => {
  it('gives the machine every stage with its permanence', () => {
    expect(
      moveStages(stagesFixture)
        .filter((stage) => stage.permanent)
        .map((s) => s.name),
    ).toEqual(['Nuevo', 'Ganado', 'Perdido']);
    expect(moveStages(stagesFixture)[2]).toEqual({
      id: '3',
      name: 'Evaluación financiera',
      permanent: false,
    });
  });

  it('dims the cards of saving and queued moves, not of failed ones', () => {
    const ids = movingIdsOf([
      move(camilaCard, 'saving', 'move-1'),
      move(ignacioCard, 'queued', 'move-2'),
      move(luisCard, 'failed', 'move-3'),
    ]);
    expect([...ids]).toEqual(['3101', '3102']);
  });

  it('keeps a moved card on top of its new column until a server page holds it', () => {
    const columns = [
      { stageId: '1', total: 40, cards: [ignacioCard] },
      { stageId: '4', total: 12, cards: [luisCard] },
    ];
    const recent = withRecentMove([], { card: camilaCard, stageId: '4' });
    const drawn = keepRecentMoves(columns, recent);
    expect(drawn[1]?.cards.map((card) => card.id)).toEqual([camilaCard.id, luisCard.id]);
    // The total is the server's: it already counts the moved card.
    expect(drawn[1]?.total).toBe(12);
    expect(drawn[0]).toBe(columns[0]);
    // Once the server lists it anywhere, its place there wins and it is not drawn twice.
    const listed = [{ ...columns[0]!, cards: [camilaCard, ignacioCard] }, columns[1]!];
    expect(keepRecentMoves(listed, recent).flatMap((c) => c.cards.map((card) => card.id))).toEqual([
      camilaCard.id,
      ignacioCard.id,
      luisCard.id,
    ]);
  });

  it('remembers only the last move of a prospect moved twice', () => {
    const twice = withRecentMove(withRecentMove([], { card: camilaCard, stageId: '2' }), {
      card: camilaCard,
      stageId: '4',
    });
    expect(twice).toEqual([{ card: camilaCard, stageId: '4' }]);
  });
});
