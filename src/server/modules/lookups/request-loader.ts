import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';

/**
 * A DataLoader per request for one batch function, kept beside the context in a WeakMap (the
 * context type stays the foundation's and nothing outlives the request). The projects and
 * lookups modules declare their loaders with it, so a page of projects costs one query per
 * relation however many rows it has.
 */
export function perRequest<K, V>(
  batch: (ctx: GraphQLContext, keys: readonly K[]) => Promise<readonly V[]>,
): (ctx: GraphQLContext) => DataLoader<K, V> {
  const loaders = new WeakMap<GraphQLContext, DataLoader<K, V>>();
  return (ctx) => {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => batch(ctx, keys));
      loaders.set(ctx, loader);
    }
    return loader;
  };
}

/** The rows of each key, in the order of `keys` (an empty list for a key without rows). */
export function groupedBy<K, R>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** The row of each key, in the order of `keys` (null when there is none). */
export function indexedBy<K, R>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
): (R | null)[] {
  const byKey = new Map<K, R>(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}
