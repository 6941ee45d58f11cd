import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleTidy, tidyTables } from './pglite-tidy';

let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table grown (id serial primary key, v int);
    create table small (id serial primary key);
    create table "Mixed Case" (id serial primary key, v text);
    insert into grown (v) select g from generate_series(1, 20000) g;
    insert into small default values;
    insert into "Mixed Case" (v) select repeat('x', 200) from generate_series(1, 2000);`);
});
afterAll(() => pg.close());

const pages = async (table: string) =>
  (
    await pg.query<{ relpages: number; relallvisible: number; reltuples: number }>(
      `select relpages, relallvisible, reltuples from pg_class where relname = $1`,
      [table],
    )
  ).rows[0]!;

describe('tidyTables', () => {
  it('vacuums and analyzes the tables that grew, and leaves small ones alone', async () => {
    expect((await pages('grown')).relallvisible).toBe(0);
    expect(await tidyTables(pg)).toEqual(['"Mixed Case"', 'grown']);
    const grown = await pages('grown');
    expect(grown.relpages).toBeGreaterThan(16);
    expect(grown.relallvisible).toBe(grown.relpages);
    expect(grown.reltuples).toBe(20000);
  });

  it('does nothing until a table grows again', async () => {
    expect(await tidyTables(pg)).toEqual([]);
    await pg.exec('update grown set v = v + 1');
    expect(await tidyTables(pg)).toEqual(['grown']);
    expect((await pages('grown')).relallvisible).toBeGreaterThan(0);
  });
});

describe('scheduleTidy', () => {
  it('runs first after a delay, then at its interval, one call at a time, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const tidy = vi.fn(() => Promise.resolve());
      const stop = scheduleTidy(tidy, { firstMs: 100, everyMs: 1_000 });
      await vi.advanceTimersByTimeAsync(99);
      expect(tidy).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(tidy).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(tidy).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(tidy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps going after a failed run', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const tidy = vi.fn(() => Promise.reject(new Error('ocupada')));
      const stop = scheduleTidy(tidy, { firstMs: 10, everyMs: 10 });
      await vi.advanceTimersByTimeAsync(35);
      expect(tidy.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect(error).toHaveBeenCalled();
      stop();
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });
});
