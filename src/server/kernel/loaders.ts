import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';

// Per-request loaders live on the request's context (context.ts creates `loaders` with it), so
// nothing outlives the request and no module keeps a map of contexts. A page of rows costs one
// query per relation asked for, however many rows it has.

/** What one request has made of each loader declaration, made on first use. */
export class RequestLoaders {
  readonly #made = new Map<object, unknown>();

  /** The value `declaration` made for this request; `make` runs once per request. */
  get<T>(declaration: object, make: () => T): T {
    if (this.#made.has(declaration)) return this.#made.get(declaration) as T;
    const value = make();
    this.#made.set(declaration, value);
    return value;
  }
}

/**
 * The request's loaders. A context built outside the HTTP factory (a job, a REST route, a test)
 * gets its store on first use, on the context itself.
 */
export function loadersOf(ctx: GraphQLContext): RequestLoaders {
  ctx.loaders ??= new RequestLoaders();
  return ctx.loaders;
}

/** One value per request (a loader, a memoized read) made by `make` on first use. */
export function perRequestValue<T>(make: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  return (ctx) => loadersOf(ctx).get(make, () => make(ctx));
}

/** A DataLoader per request for one batch function. */
export function perRequest<K, V, C = K>(
  batch: (ctx: GraphQLContext, keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  options?: DataLoader.Options<K, V, C>,
): (ctx: GraphQLContext) => DataLoader<K, V, C> {
  return perRequestValue((ctx) => new DataLoader<K, V, C>((keys) => batch(ctx, keys), options));
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
