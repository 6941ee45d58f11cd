import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { setBounded } from '../../kernel';

/** Totals of distinct title/day/status searches kept at once; the oldest goes first. */
export const NEWS_TOTALS_LIMIT = 500;

/** How many versions of `news_list_changes` the database keeps (migration 0015). */
export const NEWS_CHANGES_KEPT = 1000;

export interface Kept {
  version: number;
  total: number;
}

/**
 * Totals of title or day searches by filter, each with the `news_list_version` it was counted at
 * (migration 0014). A total is reused as is when the page just read carries the same version, so
 * paging through «subsidio» counts its 12,500 matches once; after news writes it is brought up
 * to date from `news_list_changes` (migration 0015) instead of counted again.
 */
export class NewsTotals {
  private readonly kept = new Map<string, Kept>();

  get(key: string): Kept | undefined {
    return this.kept.get(key);
  }

  set(key: string, version: number, total: number): void {
    setBounded(this.kept, NEWS_TOTALS_LIMIT, key, { version, total });
  }
}

/** One store per database handle (a server, or a test's fresh database). */
export const newsTotalsFor: (db: DbOrTx) => NewsTotals = perDatabase(() => new NewsTotals());
