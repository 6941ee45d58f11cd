// A list's state as a saved view keeps it: the URL's parameters (filters and sort) and the table's
// preferences (hidden columns, density). `page` and `view` are never kept: a view opens on the
// first page, and `?view=` only says which view to open.
import type { UrlParams, UrlParamsPatch } from '../../lib/react/use-url-state';
import type { TableDensity } from '../data-table/table-prefs';

export interface ViewState {
  filters: { key: string; value: string }[];
  sort: string | null;
  hidden_columns: string[];
  density: TableDensity;
}

export interface LocalPrefs {
  hidden: string[];
  density: TableDensity;
}

const NOT_FILTERS = new Set(['page', 'view', 'sort']);

/** What the list shows now, in a stable order so that two equal states compare equal. */
export function stateOf(params: UrlParams, prefs: LocalPrefs): ViewState {
  return {
    filters: Object.entries(params)
      .filter(([key, value]) => !NOT_FILTERS.has(key) && value !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => ({ key, value })),
    sort: params.sort?.trim() || null,
    hidden_columns: [...prefs.hidden].sort(),
    density: prefs.density,
  };
}

/** The URL patch that opens `state`: every other parameter goes, the page goes back to 1. */
export function patchFor(state: ViewState, current: UrlParams): UrlParamsPatch {
  const patch: UrlParamsPatch = {};
  for (const key of Object.keys(current)) patch[key] = null;
  for (const { key, value } of state.filters) patch[key] = value;
  patch.sort = state.sort;
  return patch;
}

/** Whether the list shows exactly what the view keeps. */
export function sameState(view: ViewState, now: ViewState): boolean {
  const normal = (state: ViewState) =>
    JSON.stringify({
      filters: [...state.filters].sort((a, b) => a.key.localeCompare(b.key)),
      sort: state.sort,
      hidden: [...state.hidden_columns].sort(),
      density: state.density,
    });
  return normal(view) === normal(now);
}

/** The link that opens a view: the list's path with `?view=<id>`. */
export function viewLink(origin: string, path: string, id: string): string {
  return `${origin}${path}?view=${encodeURIComponent(id)}`;
}
