import type { Viewer } from '../context';
import type { DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import type { AccessClaims } from './jwt';
import { loadViewerAt } from './viewer';
import { epochNow, readAccessEpoch } from './viewer.repository';

interface Entry {
  viewer: Viewer;
  userId: number;
  familyId: string;
}

/** Enough for every open session of a busy back office; the oldest entry goes first. */
export const VIEWER_CACHE_LIMIT = 5_000;

/**
 * Viewers by access token, valid while `access_epoch` keeps the value they were read at
 * (migration 0013 bumps it in the same transaction as each change a viewer is made of). A request
 * then costs one primary-key read of one row instead of the viewer's joins and aggregates, and a
 * revocation, deactivation or role change made by any server instance still applies to the very
 * next request. Expiry needs no epoch: the token's signature check refuses an expired token.
 */
export class ViewerCache {
  private epoch: number | null = null;
  private readonly entries = new Map<string, Entry>();

  async viewerFor(db: DbOrTx, claims: AccessClaims): Promise<Viewer | null> {
    const entry = this.entries.get(claims.jti);
    // A token not kept yet costs one statement too: the viewer, read with its epoch.
    if (entry && entry.userId === claims.userId && entry.familyId === claims.familyId) {
      const row = await readAccessEpoch(db);
      if (row && Number(row.value) === this.epoch) return entry.viewer;
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

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database handle (a server, or a test's fresh database). */
export const viewerCacheFor: (db: DbOrTx) => ViewerCache = perDatabase(() => new ViewerCache());
