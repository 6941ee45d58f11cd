import { describe, expect, it } from 'vitest';
import type { Move } from '../../../../machines/prospect-move/prospect-move.types';
import { camilaCard, ignacioCard, luisCard, stagesFixture } from '../board.fixtures';
import { movingIdsOf, moveStages } from './board-moves';

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
});
