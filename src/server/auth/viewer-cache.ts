import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../context';
import { commitListenerOf, type DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import { accessEpoch } from '../db/schema';
import type { AccessClaims } from './jwt';
import { loadViewerAt } from './viewer';

interface Entry {
  viewer: Viewer;
  userId: number;
  familyId: string;
}

const epochNow = sql<number>`(select value from access_epoch where id = 1)`;

const readEpoch = async (db: DbOrTx): Promise<number | null> => {
  const [row] = await db
    .select({ value: accessEpoch.value })
    .from(accessEpoch)
    .where(eq(accessEpoch.id, 1));
  return row ? Number(row.value) : null;
};

/** Enough for every open session of a busy back office; the oldest entry goes first. */
export const VIEWER_CACHE_LIMIT = 5_000;

/**
 * Viewers by access token, valid while `access_epoch` keeps the value they were read at
 * (migration 0013 bumps it in the same transaction as each change a viewer is made of). A request
 * then costs at most one primary-key read of one row instead of the viewer's joins and aggregates
 * (none on PGlite between two changes), and a revocation, deactivation or role change made by any
 * server instance still applies to the very next request. Expiry needs no epoch: the token's signature check refuses an expired token.
 */
export class ViewerCache {
  private epoch: number | null = null;
  private readonly entries = new Map<string, Entry>();
  /** The epoch as last read, kept until the database announces a change (see epochNow). */
  private current: number | null = null;
  /** Announcements so far: a read that one overtook is not kept. */
  private changes = 0;
  private listening: Promise<unknown> | undefined;

  async viewerFor(db: DbOrTx, claims: AccessClaims): Promise<Viewer | null> {
    const entry = this.entries.get(claims.jti);
    // A token not kept yet costs one statement too: the viewer, read with its epoch.
    if (entry && entry.userId === claims.userId && entry.familyId === claims.familyId) {
      if ((await this.epochNow(db)) === this.epoch) return entry.viewer;
    }
    // The viewer and the epoch it belongs to come from one statement (one snapshot): a change
    // committed between two reads could otherwise be cached under the newer value.
    const loaded = await loadViewerAt(db, claims, epochNow);
    if (!loaded) return null;
    if (loaded.epoch !== this.epoch) {
      this.entries.clear();
      this.epoch = loaded.epoch;
    }
    if (this.entries.size >= VIEWER_CACHE_LIMIT) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(claims.jti, {
      viewer: loaded.viewer,
      userId: claims.userId,
      familyId: claims.familyId,
    });
    return loaded.viewer;
  }

  /**
   * The epoch now. Where the database announces each commit that moves it before that commit's
   * statement returns (PGlite, migration 0024), the value read is kept until the next
   * announcement; elsewhere (a PostgreSQL server, whose other instances' announcements arrive
   * later, or a transaction's handle) it is read on every request.
   */
  private async epochNow(db: DbOrTx): Promise<number | null> {
    const listen = commitListenerOf(db);
    if (!listen) return readEpoch(db);
    if (this.current !== null) return this.current;
    this.listening ??= listen('access_epoch', () => {
      this.changes++;
      this.current = null;
    });
    try {
      await this.listening;
    } catch {
      this.listening = undefined;
      return readEpoch(db);
    }
    const before = this.changes;
    const value = await readEpoch(db);
    if (this.changes === before) this.current = value;
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database handle (a server, or a test's fresh database). */
export const viewerCacheFor: (db: DbOrTx) => ViewerCache = perDatabase(() => new ViewerCache());
