import type { RoleName } from './roles';
import type { MenuSectionKey } from './sections';

/** A menu leaf before the viewer is known. */
export interface MenuLeafDef {
  key: MenuSectionKey;
  label: string;
  /** lucide-react icon name. */
  icon: string;
  /** Candidate paths: the first one the route guard allows is offered. */
  paths: string[];
  /** Any of these permission names shows the entry (spec §6). */
  permissions: string[];
  /** Spec §6 exceptions: roles that always see it, roles that never do. */
  alwaysFor?: RoleName[];
  neverFor?: RoleName[];
}

export interface MenuGroupDef {
  key: MenuSectionKey;
  label: string;
  icon: string;
  children: MenuLeafDef[];
}

export const leaf = (
  key: MenuSectionKey,
  label: string,
  icon: string,
  paths: string[],
  permissions: string[],
  exceptions: Pick<MenuLeafDef, 'alwaysFor' | 'neverFor'> = {},
): MenuLeafDef => ({ key, label, icon, paths, permissions, ...exceptions });
