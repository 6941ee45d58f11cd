import { describe, expect, it } from 'vitest';
import { requestLoaders, type GraphQLContext } from '../context';
import { groupedBy, indexedBy, perRequest, perRequestValue } from './loaders';

const contextOf = (loaders = requestLoaders()) => ({ loaders }) as unknown as GraphQLContext;

describe('per-request loaders', () => {
  it('batch the keys of one request into one call, and keep them to that request', async () => {
    const calls: number[][] = [];
    const double = perRequest(async (_ctx, keys: readonly number[]) => {
      calls.push([...keys]);
      return keys.map((key) => key * 2);
    });
    const first = contextOf();
    expect(await Promise.all([1, 2, 3].map((key) => double(first).load(key)))).toEqual([2, 4, 6]);
    expect(await double(first).load(2)).toBe(4);
    expect(calls).toEqual([[1, 2, 3]]);
    const second = contextOf();
    expect(double(second)).not.toBe(double(first));
    await double(second).load(2);
    expect(calls).toEqual([[1, 2, 3], [2]]);
  });

  it('make a value once per request, on a context built without a store too', () => {
    let made = 0;
    const value = perRequestValue(() => ({ made: ++made }));
    const bare = {} as GraphQLContext;
    expect(value(bare)).toBe(value(bare));
    expect(bare.loaders).toBeDefined();
    expect(value(contextOf())).toEqual({ made: 2 });
  });

  it('group and index rows in the order of the keys', () => {
    const rows = [
      { id: 1, owner: 'b' },
      { id: 2, owner: 'a' },
      { id: 3, owner: 'b' },
    ];
    expect(groupedBy(['a', 'b', 'c'], rows, (row) => row.owner).map((list) => list.map((row) => row.id))).toEqual([[2], [1, 3], []]); // prettier-ignore
    expect(indexedBy([3, 9, 1], rows, (row) => row.id).map((row) => row?.id ?? null)).toEqual([3, null, 1]); // prettier-ignore
  });
});
