import { describe, expect, it } from 'vitest';
import { perDatabase } from './per-database';

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
