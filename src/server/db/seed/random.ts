// A seeded pseudo-random generator (mulberry32) so the demo data is the same on every run:
// screenshots, e2e tests and benchmarks can rely on it. Math.random is never used in the seed.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Decimal in [min, max] rounded to `digits`, as the string numeric columns take. */
  decimal(min: number, max: number, digits?: number): string;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick: lista vacía');
    return item;
  };
  return {
    next,
    int,
    decimal: (min, max, digits = 2) => (min + next() * (max - min)).toFixed(digits),
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
    sample: (items, count) => {
      const copy = [...items];
      // Partial Fisher–Yates: only the first `count` positions need shuffling.
      for (let i = 0; i < Math.min(count, copy.length); i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        const a = copy[i];
        const b = copy[j];
        if (a !== undefined && b !== undefined) {
          copy[i] = b;
          copy[j] = a;
        }
      }
      return copy.slice(0, count);
    },
  };
}
