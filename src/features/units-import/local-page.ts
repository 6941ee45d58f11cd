// Paging a list the wizard already holds (500 errors, thousands of changed units): only one page
// is drawn, so a long sheet costs what a short one does.
import { useState } from 'react';
import type { PageInfo } from '../../components/pagination/pagination';

export const LOCAL_PAGE_SIZE = 50;

export function pageOf<T>(items: readonly T[], page: number, size = LOCAL_PAGE_SIZE) {
  const last = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), last);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  const info: PageInfo = {
    current_page: current,
    last_page: last,
    total: items.length,
    from: rows.length > 0 ? start + 1 : null,
    to: rows.length > 0 ? start + rows.length : null,
  };
  return { rows, info };
}

export function useLocalPage<T>(items: readonly T[], size = LOCAL_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  return { ...pageOf(items, page, size), setPage };
}
