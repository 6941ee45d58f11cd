import { type AccessSubject, type RoleName } from './roles';
import { canAccessRoute, matchRoute } from './routes';
import type { MenuLeafDef } from './menu-def';
import { menuTable } from './menu-table';
import type { MenuSectionKey } from './sections';

export interface MenuEntry {
  key: MenuSectionKey;
  /** Spanish. */
  label: string;
  path: string;
  /** lucide-react icon name. */
  icon: string;
  children?: MenuEntry[];
}

/** Spec §6: "Admin and SuperAdmin see everything, including news and contacts without the permission". */
const SEE_EVERYTHING: readonly RoleName[] = ['Admin', 'SuperAdmin'];

function grantedByRules(def: MenuLeafDef, subject: AccessSubject): boolean {
  const role = subject.role;
  if (role && def.neverFor?.includes(role)) return false;
  if (role && (SEE_EVERYTHING.includes(role) || def.alwaysFor?.includes(role))) return true;
  return def.permissions.some((name) => subject.permissions.includes(name));
}

/** The first candidate path the route guard lets the subject open: the menu never offers a 403. */
function openablePath(def: MenuLeafDef, subject: AccessSubject): string | null {
  for (const path of def.paths) {
    const match = matchRoute(path);
    if (match && canAccessRoute(match.rule, subject)) return path;
  }
  return null;
}

function visibleLeaf(def: MenuLeafDef, subject: AccessSubject): MenuEntry | null {
  if (!grantedByRules(def, subject)) return null;
  const path = openablePath(def, subject);
  return path ? { key: def.key, label: def.label, path, icon: def.icon } : null;
}

/**
 * The menu a signed-in subject sees: entries granted by permission names or the spec's
 * exceptions AND allowed by the route guard. A group shows when one of its children does and
 * points at its first visible child.
 */
export function visibleMenu(subject: AccessSubject): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const def of menuTable) {
    if (!('children' in def)) {
      const entry = visibleLeaf(def, subject);
      if (entry) entries.push(entry);
      continue;
    }
    const children = def.children
      .map((child) => visibleLeaf(child, subject))
      .filter((child): child is MenuEntry => child !== null);
    const first = children[0];
    if (first)
      entries.push({ key: def.key, label: def.label, icon: def.icon, path: first.path, children });
  }
  return entries;
}
