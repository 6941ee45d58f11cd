/**
 * Keeps `value` under `key` in a map that holds at most `limit` entries: the key moves to the
 * newest place, and when the map is full its oldest entry goes first. The in-memory caches of the
 * server (verified tokens, viewers, kept totals, written statements) stay bounded this way.
 */
export function setBounded<K, V>(map: Map<K, V>, limit: number, key: K, value: V): void {
  map.delete(key);
  if (map.size >= limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
