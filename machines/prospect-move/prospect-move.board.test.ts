import { describe, expect, it } from 'vitest';
import { applyMoves, stageOfCard } from './prospect-move.board';
import {
  CONTACTADO,
  GANADO,
  NUEVO,
  RESERVA,
  camila,
  column,
  javiera,
  matias,
  moveOf,
} from './prospect-move.test-kit';

// Columns hold only their loaded page: totals are larger than the cards shown.
const board = [
  column(NUEVO, 42, [camila, matias]),
  column(CONTACTADO, 7, [javiera]),
  column(RESERVA, 0, []),
];

describe('applyMoves', () => {
  it('draws a saving move: the card heads its new column and both counts follow', () => {
    expect(applyMoves(board, [moveOf(matias, NUEVO, CONTACTADO)])).toEqual([
      column(NUEVO, 41, [camila]),
      column(CONTACTADO, 8, [matias, javiera]),
      column(RESERVA, 0, []),
    ]);
  });

  it('changes nothing for queued or failed moves, and leaves its input alone', () => {
    const before = structuredClone(board);
    const moves = [
      moveOf(camila, NUEVO, RESERVA, 'failed'),
      moveOf(matias, NUEVO, CONTACTADO, 'queued'),
    ];
    expect(applyMoves(board, moves)).toEqual(board);
    applyMoves(board, [moveOf(camila, NUEVO, RESERVA)]);
    expect(board).toEqual(before);
  });

  it('later moves into one column land above earlier ones', () => {
    const moves = [moveOf(camila, NUEVO, RESERVA), moveOf(javiera, CONTACTADO, RESERVA)];
    expect(applyMoves(board, moves)).toEqual([
      column(NUEVO, 41, [matias]),
      column(CONTACTADO, 6, []),
      column(RESERVA, 2, [javiera, camila]),
    ]);
  });

  it('is idempotent: fresh data that already has the card in its target is not counted twice', () => {
    const moves = [moveOf(matias, NUEVO, CONTACTADO)];
    const drawn = applyMoves(board, moves);
    expect(applyMoves(drawn, moves)).toEqual(drawn);
    const refetched = [
      column(NUEVO, 41, [camila]),
      column(CONTACTADO, 8, [{ ...matias, description: 'Respuesta del servidor' }, javiera]),
      column(RESERVA, 0, []),
    ];
    expect(applyMoves(refetched, moves)).toEqual(refetched);
  });

  it('leaves the board alone when the card is loaded in no column', () => {
    const paged = [column(NUEVO, 42, [camila]), column(CONTACTADO, 7, [])];
    expect(applyMoves(paged, [moveOf(javiera, NUEVO, CONTACTADO)])).toEqual(paged);
  });

  it('takes the card from where the data has it, and never counts below zero', () => {
    const stale = [column(NUEVO, 0, [camila]), column(GANADO, 3, [])];
    expect(applyMoves(stale, [moveOf(camila, CONTACTADO, GANADO)])).toEqual([
      column(NUEVO, 0, []),
      column(GANADO, 4, [camila]),
    ]);
  });
});

describe('stageOfCard', () => {
  it('answers the saving move target first, then the loaded column, else null', () => {
    const moves = [moveOf(matias, NUEVO, RESERVA), moveOf(camila, NUEVO, GANADO, 'failed')];
    expect(stageOfCard(board, moves, matias.id)).toBe(RESERVA);
    expect(stageOfCard(board, moves, camila.id)).toBe(NUEVO);
    expect(stageOfCard(board, moves, javiera.id)).toBe(CONTACTADO);
    expect(stageOfCard(board, moves, '999')).toBeNull();
  });
});
