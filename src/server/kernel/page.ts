// Every paged list of the contract reads its page through pageWindow and answers pageInfo, so a
// page number or a limit from the client never reaches SQL unbounded.
import { MAX_PAGE_SIZE } from '../../shared/page-size';

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

/** The largest GraphQL Int, which is also Postgres' int: the statements cast offsets to int. */
const INT_MAX = 2_147_483_647;

export { MAX_PAGE_SIZE };

/** A page argument as the spec's client sends it: absent, null or below 1 means the first. */
export function pageNumber(page: number | null | undefined): number {
  return page && page > 0 ? Math.min(Math.floor(page), INT_MAX) : 1;
}

/** A limit-like argument: absent, null or below 1 means `fallback`, at most MAX_PAGE_SIZE. */
export function pageSize(limit: number | null | undefined, fallback: number): number {
  if (!limit || limit < 1) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.floor(limit));
}

/** The page to answer and the rows it reads. */
export interface PageWindow {
  /** The asked page, normalized: what the paginator answers as current_page. */
  page: number;
  offset: number;
  limit: number;
}

/**
 * The rows of `page` at `perPage` a page. A page near the largest Int would skip more rows than
 * an int holds (the statements cast offsets to int, and the quotations list adds the limit to
 * them): the offset stops where offset plus limit still fits. Such a page is past the end of any
 * list anyway, so it reads nothing and the paginator still answers the asked page.
 */
export function pageWindow(page: number | null | undefined, perPage: number): PageWindow {
  const current = pageNumber(page);
  return {
    page: current,
    offset: Math.min((current - 1) * perPage, INT_MAX - perPage),
    limit: perPage,
  };
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
