import { describe, expect, it } from 'vitest';
import { unitRows } from '../units.fixtures';
import { previousValues, restoreCalls, restoredCount, valuesAfter } from './grouped-undo';

// Homes 1000 to 1011: 1005 is the hidden one, 1000 and 1006 are vulnerable.
const rows = unitRows('property', 12);

describe('previousValues', () => {
  it('reads each selected unit’s value from the rows held, and names the ones it lacks', () => {
    const { known, missing } = previousValues(rows, ['1004', '1005', '1006', '2000'], 'visible');
    expect([...known]).toEqual([
      ['1004', true],
      ['1005', false],
      ['1006', true],
    ]);
    expect(missing).toEqual(['2000']);
  });

  it('reads the field the action changes', () => {
    const { known } = previousValues(rows, ['1000', '1001'], 'vulnerable');
    expect([...known]).toEqual([
      ['1000', true],
      ['1001', false],
    ]);
  });
});

describe('restoreCalls', () => {
  it('hiding three units of which one was hidden: the undo shows only the two that were visible', () => {
    const { known } = previousValues(rows, ['1004', '1005', '1006'], 'visible');
    const calls = restoreCalls(known, valuesAfter(['1004', '1005', '1006'], false));
    expect(calls).toEqual([{ ids: ['1004', '1006'], flag: true }]);
    expect(restoredCount(calls)).toBe(2);
  });

  it('puts each unit back to its own value in at most two calls', () => {
    const before = new Map([
      ['1', true],
      ['2', false],
      ['3', true],
      ['4', false],
      ['5', true],
    ]);
    // 1 and 2 flipped, 3 and 4 flipped, 5 kept its value.
    const after = new Map([
      ['1', false],
      ['2', true],
      ['3', false],
      ['4', true],
      ['5', true],
    ]);
    expect(restoreCalls(before, after)).toEqual([
      { ids: ['1', '3'], flag: true },
      { ids: ['2', '4'], flag: false },
    ]);
  });

  it('asks for nothing when no unit changed', () => {
    const before = new Map([
      ['1', false],
      ['2', false],
    ]);
    expect(restoreCalls(before, valuesAfter(['1', '2'], false))).toEqual([]);
    expect(restoredCount([])).toBe(0);
  });

  it('leaves out units the change did not reach', () => {
    const before = new Map([
      ['1', true],
      ['2', true],
    ]);
    expect(restoreCalls(before, valuesAfter(['1'], false))).toEqual([{ ids: ['1'], flag: true }]);
  });
});
