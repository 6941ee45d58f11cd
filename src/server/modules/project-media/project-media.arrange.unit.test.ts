import { describe, expect, it } from 'vitest';
import { arrange, bySlotThenOrder } from './project-media.arrange.service';

describe('arrange', () => {
  it('applies a full new order exactly', () => {
    expect(
      arrange(
        [11, 12, 13],
        [
          { id: 13, index: 0 },
          { id: 11, index: 1 },
          { id: 12, index: 2 },
        ],
      ),
    ).toEqual([13, 11, 12]);
  });

  it('moves one image and keeps the others in their order around it', () => {
    expect(arrange([11, 12, 13, 14], [{ id: 14, index: 1 }])).toEqual([11, 14, 12, 13]);
    expect(arrange([11, 12, 13, 14], [{ id: 11, index: 9 }])).toEqual([12, 13, 14, 11]);
  });

  it('lands each placed image where asked when several move', () => {
    const result = arrange(
      [1, 2, 3, 4, 5, 6],
      [
        { id: 6, index: 2 },
        { id: 5, index: 0 },
      ],
    );
    expect(result.indexOf(5)).toBe(0);
    expect(result.indexOf(6)).toBe(2);
    expect(result).toEqual([5, 1, 6, 2, 3, 4]);
  });

  it('never loses or duplicates an id, whatever the positions', () => {
    const result = arrange(
      [1, 2, 3],
      [
        { id: 2, index: 0 },
        { id: 3, index: 0 },
      ],
    );
    expect([...result].sort()).toEqual([1, 2, 3]);
  });
});

describe('bySlotThenOrder', () => {
  it('lists slots in the editor’s order, then by order and id', () => {
    const rows = [
      { id: 5, collection: 'gallery', order: 1 },
      { id: 9, collection: 'brochure', order: 0 },
      { id: 4, collection: 'gallery', order: 0 },
      { id: 7, collection: 'model_floor', order: 0 },
      { id: 8, collection: 'logo', order: 0 },
    ];
    expect([...rows].sort(bySlotThenOrder).map((r) => r.id)).toEqual([8, 4, 5, 7, 9]);
  });
});
