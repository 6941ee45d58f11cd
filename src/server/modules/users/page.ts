/** The paginator fields of pagination.graphql for `total` records at `perPage` a page. */
export interface PageInfo {
  total: number;
  per_page: number;
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  has_more_pages: boolean;
}

/** A page argument as the spec's client sends it: absent, null or below 1 means the first. */
export function pageNumber(page: number | null | undefined): number {
  return page && page > 0 ? Math.floor(page) : 1;
}

/**
 * Laravel's LengthAwarePaginator: `from`/`to` are 1-based positions of the page's first and last
 * records (null on an empty page), `last_page` is at least 1, a page past the end is empty.
 */
export function pageInfo(
  total: number,
  currentPage: number,
  perPage: number,
  rowsOnPage: number,
): PageInfo {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rowsOnPage > 0 ? (currentPage - 1) * perPage + 1 : null;
  return {
    total,
    per_page: perPage,
    current_page: currentPage,
    from,
    to: from === null ? null : from + rowsOnPage - 1,
    last_page: lastPage,
    has_more_pages: currentPage < lastPage,
  };
}
