import type { SearchQuery } from '../../../graphql/generated/client/graphql';

export type SearchResultsData = SearchQuery['search'];
export type SearchHit = SearchResultsData['groups'][number]['hits'][number];

/** What the palette shows: a hint, a spinner, an error or the results (possibly none). */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `busy`: newer text is being searched; these are the previous text's results. */
  | { status: 'done'; results: SearchResultsData; busy?: boolean };
