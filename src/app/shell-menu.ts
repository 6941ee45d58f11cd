import { matchRoute } from '../shared/access';
import type { MenuEntry, MenuSectionKey, RouteRule } from '../shared/access';
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

/** Leaves with the label of their group (home cards tell «Proyectos» of Planes from Proyectos). */
export function groupedLeaves(
  entries: readonly MenuEntry[],
): Array<{ entry: MenuEntry; group: string | null }> {
  return entries.flatMap((entry): Array<{ entry: MenuEntry; group: string | null }> =>
    entry.children
      ? entry.children.map((child) => ({ entry: child, group: entry.label }))
      : [{ entry, group: null }],
  );
}

export function sectionOf(path: string): MenuSectionKey | null {
  return matchRoute(path)?.rule.section ?? null;
}

/** Spanish document title from the route's breadcrumbs. */
export function documentTitle(crumbs: readonly string[]): string {
  return [...crumbs, 'Back office'].join(' · ');
}

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Breadcrumbs of a route: 'Inicio' first (outside home, when the landing page exists), then the
 * policy's Spanish crumbs; a parent crumb links to its menu section unless that is this page.
 */
export function buildCrumbs(
  rule: RouteRule,
  menu: readonly MenuEntry[],
  path: string,
  homeHref: string | null,
): Crumb[] {
  const leaf = menuLeaves(menu).find((entry) => entry.key === rule.section);
  const trail: Crumb[] = rule.crumbs.map((label, index) => {
    const parent = index < rule.crumbs.length - 1;
    return parent && leaf && leaf.path !== path ? { label, href: leaf.path } : { label };
  });
  const showHome = homeHref !== null && rule.section !== 'home' && opensRegisteredPage(homeHref);
  return showHome ? [{ label: 'Inicio', href: homeHref }, ...trail] : trail;
}
