import type { Rng } from './random';

// Demo dates spread over the twelve months before `now`, and the UF value of each day. The UF
// rises slowly (≈ 39.000 → 40.000 CLP over the year), as it does with inflation; payments convert
// their UF price with the value of their own day.

const DAY_MS = 86_400_000;

export interface Timeline {
  now: Date;
  start: Date;
  /** A moment in the last twelve months. */
  randomDate(rng: Rng): Date;
  /** A moment 0..maxDays after `date`, never later than now. */
  after(date: Date, rng: Rng, maxDays: number): Date;
  /** UF value (CLP) on that day, two decimals. */
  ufValue(date: Date): number;
  /** 'YYYY-MM-DD' of a date. */
  day(date: Date): string;
}

export function createTimeline(now: Date): Timeline {
  const start = new Date(now.getTime() - 365 * DAY_MS);
  const span = now.getTime() - start.getTime();
  return {
    now,
    start,
    randomDate: (rng) => new Date(start.getTime() + Math.floor(rng.next() * span)),
    after: (date, rng, maxDays) => {
      // Uniform within [date, date + maxDays] cut at now, so recent records do not pile up on now.
      const end = Math.min(now.getTime(), date.getTime() + maxDays * DAY_MS);
      return new Date(date.getTime() + Math.floor(rng.next() * Math.max(0, end - date.getTime())));
    },
    ufValue: (date) => {
      const elapsed = Math.max(0, Math.min(1, (date.getTime() - start.getTime()) / span));
      // Whole days only, so every payment of a day uses the same value.
      const days = Math.floor(elapsed * 365);
      return Math.round((39_000 + (1_000 * days) / 365) * 100) / 100;
    },
    day: (date) => date.toISOString().slice(0, 10),
  };
}

/** CLP integer for a UF amount at a UF value. */
export function ufToClp(ufAmount: number, ufValue: number): number {
  return Math.round(ufAmount * ufValue);
}
