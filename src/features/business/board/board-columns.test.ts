import { describe, expect, it } from 'vitest';
import {
  camilaCard,
  firstPagesFixture,
  manyCards,
  nuevoSecondPage,
  stagePage,
  stagesFixture,
} from '../board.fixtures';
import { boardStages, mergeBoard, nextSubpage } from './board-columns';

const idle = { loading: false, error: null };

describe('mergeBoard', () => {
  it('orders the first pipeline by stage order and keeps one column per stage', () => {
    const shuffled = [...stagesFixture].reverse();
    const stages = boardStages([{ stages: shuffled }, { stages: [] }]);
    expect(stages.map((s) => s.name)).toEqual(stagesFixture.map((s) => s.name));
    const board = mergeBoard(stages, firstPagesFixture, []);
    expect(board.columns.map((c) => [c.stageId, c.total, c.cards.length])).toEqual([
      ['1', 45, 3],
      ['2', 1, 1],
      ['3', 1, 1],
      ['4', 0, 0],
      ['5', 0, 0],
      ['6', 1, 1],
      ['7', 0, 0],
    ]);
    expect(board.paging['1']).toEqual({ hasMore: true, loadingMore: false, error: null });
    expect(board.paging['4']?.hasMore).toBe(false);
  });

  it('appends a loaded page to its column only, and follows its paging', () => {
    const more = [{ stageId: '1', subpage: 2, page: nuevoSecondPage, ...idle }];
    const board = mergeBoard(stagesFixture, firstPagesFixture, more);
    expect(board.columns[0]?.cards.map((c) => c.id)).toEqual([
      '3101',
      '3102',
      '3103',
      '3201',
      '3202',
    ]);
    expect(board.columns[1]?.cards).toHaveLength(1);
    expect(board.paging['1']?.hasMore).toBe(true);
  });

  it('shows a page on its way or failed, and drops cards page 1 now places elsewhere', () => {
    const last = stagePage('2', [camilaCard, ...manyCards(1, '2', 7000)], 22, 2);
    const more = [
      { stageId: '2', subpage: 2, page: last, ...idle },
      { stageId: '2', subpage: 3, page: null, loading: false, error: 'Sin conexión.' },
    ];
    const board = mergeBoard(stagesFixture, firstPagesFixture, more);
    // Camila is on Nuevo's page 1: an older page of Contactado no longer holds her.
    expect(board.columns[1]?.cards.map((c) => c.id)).toEqual(['3106', '7000']);
    expect(board.columns[1]?.total).toBe(22);
    expect(board.paging['2']).toEqual({
      hasMore: false,
      loadingMore: false,
      error: 'Sin conexión.',
    });
  });

  it('asks page 2 first, then the one after the last loaded', () => {
    expect(nextSubpage(undefined)).toBe(2);
    expect(nextSubpage(4)).toBe(5);
  });
});
