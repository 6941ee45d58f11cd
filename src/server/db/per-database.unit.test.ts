import { describe, expect, it } from 'vitest';
import { perDatabase, perDatabaseAndKey } from './per-database';

describe('perDatabase', () => {
  it('answers one value per handle, made on first use only', () => {
    let made = 0;
    const storeFor = perDatabase(() => ({ n: ++made }));
    const [one, two] = [{}, {}];
    expect(storeFor(one)).toBe(storeFor(one));
    expect(storeFor(two)).not.toBe(storeFor(one));
    expect(made).toBe(2);
  });
});

describe('perDatabaseAndKey', () => {
  it('answers one value per handle and key, made once, at most `limit` per handle', () => {
    let made = 0;
    const kept = perDatabaseAndKey<{ n: number }>(2);
    const make = () => ({ n: ++made });
    const [one, two] = [{}, {}];
    const a = kept(one, 'a', make);
    expect(kept(one, 'a', make)).toBe(a);
    expect(kept(two, 'a', make)).not.toBe(a);
    expect(kept(one, 'b', make)).not.toBe(a);
    expect(made).toBe(3);
    // A third key on the same handle: the oldest (a) goes, b stays.
    const b = kept(one, 'b', make);
    kept(one, 'c', make);
    expect(kept(one, 'b', make)).toBe(b);
    expect(kept(one, 'a', make)).not.toBe(a);
  });
});
