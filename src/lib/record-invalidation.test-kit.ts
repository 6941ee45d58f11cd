// For tests of a refresh after a change: which root fields an invalidateQueries call reaches.
import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

/** Of `candidates`, the root fields whose queries these filters select. */
export function fieldsReached(
  filters: InvalidateQueryFilters | undefined,
  candidates: readonly string[],
): string[] {
  const client = new QueryClient();
  for (const field of candidates) {
    client.getQueryCache().build(client, { queryKey: [field], meta: { rootFields: [field] } });
  }
  return client
    .getQueryCache()
    .findAll(filters)
    .map((query) => String(query.queryKey[0]));
}
