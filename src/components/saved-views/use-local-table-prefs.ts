// The columns and density a list shows when no view says otherwise, kept in this browser (a
// preference, like the layout's): the last choice per list, and the last view applied.
import { useCallback, useState } from 'react';
import type { LocalPrefs } from './view-state';

export const TABLE_PREFS_KEY = (list: string) => `backoffice.table-prefs.${list}`;
const DEFAULTS: LocalPrefs = { hidden: [], density: 'comfortable' };

/** Stored prefs, or the defaults for anything missing or not understood. */
export function readLocalPrefs(list: string): LocalPrefs {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(TABLE_PREFS_KEY(list)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULTS;
    const hidden = 'hidden' in raw && Array.isArray(raw.hidden) ? raw.hidden : [];
    const density = 'density' in raw && raw.density === 'compact' ? 'compact' : 'comfortable';
    return {
      hidden: hidden.filter((id): id is string => typeof id === 'string'),
      density,
    };
  } catch {
    return DEFAULTS;
  }
}

export function useLocalTablePrefs(list: string): [LocalPrefs, (next: LocalPrefs) => void] {
  const [prefs, setPrefs] = useState(() => readLocalPrefs(list));
  const save = useCallback(
    (next: LocalPrefs) => {
      setPrefs(next);
      try {
        localStorage.setItem(TABLE_PREFS_KEY(list), JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice lasts for this visit only.
      }
    },
    [list],
  );
  return [prefs, save];
}
