// Filters and the page of a list live in the URL (ARCHITECTURE §6), so a reload, a shared link or
// the back button shows the same page. Built on wouter's search hook: it works with the browser
// location in the app and with the memory location of stories and tests.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

export type UrlParams = Readonly<Record<string, string>>;
export type UrlParamsPatch = Record<string, string | number | null | undefined>;
export type SetUrlParams = (patch: UrlParamsPatch, options?: { replace?: boolean }) => void;

/** The search string with `patch` applied; null, undefined and '' remove the parameter. */
export function patchSearch(search: string, patch: UrlParamsPatch): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next.toString();
}

/** A page number from the URL: a positive integer, 1 for anything else ('', 'abc', '-3', '2.5'). */
export function readPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useUrlState(): [UrlParams, SetUrlParams] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

  // The setter reads the latest URL, so a debounced caller holding an old setter (the search box)
  // never brings back a page or filter changed in between.
  const latest = useRef({ search, location });
  useEffect(() => {
    latest.current = { search, location };
  }, [search, location]);

  const setParams = useCallback<SetUrlParams>(
    (patch, options) => {
      const { search: current, location: path } = latest.current;
      const text = patchSearch(current, patch);
      if (text === new URLSearchParams(current).toString()) return;
      latest.current = { search: text, location: path };
      navigate(text ? `${path}?${text}` : path, { replace: options?.replace ?? false });
    },
    [navigate],
  );

  return [params, setParams];
}
