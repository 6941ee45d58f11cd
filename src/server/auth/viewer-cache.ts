import DataLoader from 'dataloader';
import type { Viewer } from '../context';
import { knownAccessEpoch } from '../db/access-epoch';
import type { DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import { setBounded } from '../kernel/bounded';
import type { AccessClaims } from './jwt';
import { loadViewerAt } from './viewer';
import { epochNow, readAccessEpoch } from './viewer.repository';

/**
 * The requests of one turn of the event loop share one read of the access epoch: DataLoader
 * gathers the calls and sends the read once they have all been made (at `setImmediate`), so its
 * snapshot is still taken after each caller's request arrived, as a read of its own would be
 * (decision record 0035). Nothing is kept between turns (`cache: false`).
 */
const epochReads = perDatabase(
  () =>
    new DataLoader<DbOrTx, number>(
      async (handles) => {
        const value = Number((await readAccessEpoch(handles[0]!))?.value);
        return handles.map(() => value);
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    ),
);

/** The access epoch now: every request's one check on PostgreSQL. */
const accessEpochNow = (db: DbOrTx): Promise<number> => epochReads(db).load(db);

interface Entry {
  viewer: Viewer;
  userId: number;
  familyId: string;
}

/** Enough for every open session of a busy back office; the oldest entry goes first. */
export const VIEWER_CACHE_LIMIT = 5_000;

/** A value read in the same statement as the access epoch it belongs to. */
export interface AtEpoch<T> {
  value: T;
  epoch: number;
}

/**
 * Viewers by access token, and what each viewer's requests derive from the access data (the
 * sales lists' project sets), valid while `access_epoch` keeps the value they were read at
 * (migrations 0013 and 0039 bump it in the same transaction as each change they are made of).
 *
 * Each request first brings the cache to the epoch now: on PostgreSQL one primary-key read of one
 * row, prepared and shared with the requests that arrive with it, instead of the viewer's joins
 * and aggregates and the project set's read; on PGlite no read at all, the database having
 * announced every change before its commit returned (`knownAccessEpoch`). A revocation,
 * deactivation, role or project change made through one server instance then applies on every
 * instance to the very next request. Expiry needs no epoch: the token's signature check refuses
 * an expired token.
 */
export class ViewerCache {
  private epoch: number | null = null;
  private readonly entries = new Map<string, Entry>();
  /** Per cached viewer object, its derived values; replaced with the entries. */
  private derived = new WeakMap<Viewer, Map<string, unknown>>();

  async viewerFor(db: DbOrTx, claims: AccessClaims): Promise<Viewer | null> {
    const entry = this.entries.get(claims.jti);
    // A token not kept yet costs one statement too: the viewer, read with its epoch.
    if (entry && entry.userId === claims.userId && entry.familyId === claims.familyId) {
      const now = knownAccessEpoch(db) ?? (await accessEpochNow(db));
      // The cache may have moved past `now` meanwhile (another request): newer is fine.
      if (this.epoch !== null && now <= this.epoch) {
        // A token dropped by a concurrent move to a newer epoch is read again below.
        if (this.entries.get(claims.jti) === entry) return entry.viewer;
      }
    }
    // The viewer and the epoch it belongs to come from one statement (one snapshot): a change
    // committed between two reads could otherwise be cached under the newer value.
    const loaded = await loadViewerAt(db, claims, epochNow);
    if (!loaded) return null;
    if (!this.adopt(loaded.epoch)) return loaded.viewer;
    setBounded(this.entries, VIEWER_CACHE_LIMIT, claims.jti, {
      viewer: loaded.viewer,
      userId: claims.userId,
      familyId: claims.familyId,
    });
    return loaded.viewer;
  }

  /**
   * A value derived from the access data for `viewer` (one of this cache's viewers, checked at
   * this request's start), kept with it under `key`. `load` reads it with the epoch in the same
   * statement; it is kept only when that is the epoch of the cache's entries, so no entry ever
   * holds data older than the epoch it is served under. A viewer not from this cache (a job's)
   * always loads.
   */
  async derive<T>(viewer: Viewer, key: string, load: () => Promise<AtEpoch<T>>): Promise<T> {
    const kept = this.derived.get(viewer);
    if (kept?.has(key)) return kept.get(key) as T;
    const read = await load();
    const entry = this.entries.get(viewer.tokenId);
    if (entry?.viewer === viewer && read.epoch === this.epoch) {
      const values = this.derived.get(viewer) ?? new Map<string, unknown>();
      values.set(key, read.value);
      this.derived.set(viewer, values);
    }
    return read.value;
  }

  /** Moves to a newer epoch (dropping every entry); true when `epoch` is the cache's epoch. */
  private adopt(epoch: number): boolean {
    if (this.epoch === null || epoch > this.epoch) {
      this.entries.clear();
      this.derived = new WeakMap();
      this.epoch = epoch;
    }
    return epoch === this.epoch;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database handle (a server, or a test's fresh database). */
export const viewerCacheFor: (db: DbOrTx) => ViewerCache = perDatabase(() => new ViewerCache());
