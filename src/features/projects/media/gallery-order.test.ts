import { describe, expect, it } from 'vitest';
import { byOrder, moveItem, orderPayload, renumber, reorder } from './gallery-order';

const photos = [
  { id: '11', order: 1, name: 'fachada' },
  { id: '12', order: 2, name: 'living' },
  { id: '13', order: 3, name: 'cocina' },
  { id: '14', order: 4, name: 'terraza' },
];

describe('moveItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('never changes its input', () => {
    const input = ['a', 'b', 'c'];
    moveItem(input, 0, 2);
    expect(input).toEqual(['a', 'b', 'c']);
  });
});

describe('renumber and reorder', () => {
  it('numbers the new order from 0, the position', () => {
    const gaps = [
      { id: '1', order: 4 },
      { id: '2', order: 9 },
    ];
    expect(renumber(gaps)).toEqual([
      { id: '1', order: 0 },
      { id: '2', order: 1 },
    ]);
  });

  it('moves the living room to the end and renumbers every image', () => {
    const moved = reorder(photos, 1, 3);
    expect(moved?.map((p) => p.name)).toEqual(['fachada', 'cocina', 'terraza', 'living']);
    expect(orderPayload(moved ?? [])).toEqual([
      { id: '11', order: 0 },
      { id: '13', order: 1 },
      { id: '14', order: 2 },
      { id: '12', order: 3 },
    ]);
  });

  it('answers null for a move that changes nothing', () => {
    expect(reorder(photos, 2, 2)).toBeNull();
    expect(reorder(photos, 0, 4)).toBeNull();
    expect(reorder(photos, -1, 0)).toBeNull();
  });

  it('sorts by order with the id as tie-breaker', () => {
    const mixed = [
      { id: '9', order: 2 },
      { id: '3', order: 1 },
      { id: '2', order: 2 },
    ];
    expect(byOrder(mixed).map((m) => m.id)).toEqual(['3', '2', '9']);
  });
});
