// Selection arithmetic of the virtualized table, apart from React so it is tested on its own.
// Ids are the table's row ids; a Set keeps lookups O(1) for pages of thousands of rows.

/** Toggles one row, or with shift every row between the last clicked one (anchor) and it. */
export function toggleRows(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  index: number,
  checked: boolean,
  anchor: number | null,
  shift: boolean,
): Set<string> {
  const next = new Set(selected);
  const from = shift && anchor !== null && anchor < ids.length ? Math.min(anchor, index) : index;
  const to = shift && anchor !== null && anchor < ids.length ? Math.max(anchor, index) : index;
  for (let i = from; i <= to; i += 1) {
    const id = ids[i];
    if (id === undefined) continue;
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

export type PageSelection = 'none' | 'some' | 'all';

/** How much of the page is selected, for the header checkbox. */
export function pageSelection(
  selected: ReadonlySet<string>,
  ids: readonly string[],
): PageSelection {
  if (ids.length === 0 || selected.size === 0) return 'none';
  let count = 0;
  for (const id of ids) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The header checkbox: a full page clears, anything less selects the whole page. */
export function togglePage(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (pageSelection(selected, ids) === 'all') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}
