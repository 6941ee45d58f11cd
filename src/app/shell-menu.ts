import { matchRoute } from '../shared/access';
import type { MenuEntry, MenuSectionKey } from '../shared/access';
import { isRegistered } from './registered-routes';

function opensRegisteredPage(path: string): boolean {
  const match = matchRoute(path);
  return match !== null && isRegistered(match.rule.pattern);
}

/**
 * The policy's menu cut down to the pages that exist: the menu never offers a link that would
 * answer 404. A group keeps its visible children and points at the first one.
 */
export function registeredMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of entries) {
    if (!entry.children) {
      if (opensRegisteredPage(entry.path)) result.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => opensRegisteredPage(child.path));
    const first = children[0];
    if (first) result.push({ ...entry, path: first.path, children });
  }
  return result;
}

/** The entry (or its group) matching the current route's section gets aria-current. */
export function isEntryActive(entry: MenuEntry, section: MenuSectionKey | null): boolean {
  if (!section || section === 'none') return false;
  return entry.key === section || (entry.children ?? []).some((child) => child.key === section);
}

/** Every leaf, groups flattened (home page cards). */
export function menuLeaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? entry.children : [entry]));
}

export function sectionOf(path: string): MenuSectionKey | null {
  return matchRoute(path)?.rule.section ?? null;
}

/** Spanish document title from the route's breadcrumbs. */
export function documentTitle(crumbs: readonly string[]): string {
  return [...crumbs, 'Back office'].join(' · ');
}
