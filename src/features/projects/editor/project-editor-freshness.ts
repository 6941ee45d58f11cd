/** Regions and lookups change with a release, not during a session. */
export const EDITOR_LOOKUPS_STALE_MS = 60 * 60_000;
