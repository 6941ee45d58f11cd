import type { ReactNode } from 'react';
import type { MenuEntry, MenuSectionKey, RoleName } from '../../shared/access';
import type { ShellProfile } from '../shell-types';
import type { Crumb } from './breadcrumbs';

/** Everything the shell shows; the connected wrapper derives it from the session and location. */
export interface ShellProps {
  profile: ShellProfile;
  role: RoleName | null;
  menu: readonly MenuEntry[];
  section: MenuSectionKey | null;
  crumbs: readonly Crumb[];
  /** Where the brand links (the user's landing page). */
  homeHref: string;
  /** The navbar's notification bell (see NavbarProps.bell). */
  bell: ReactNode;
  /** The navbar's search from anywhere (see NavbarProps.search); none in most stories. */
  search?: ReactNode;
  onLogout: () => void;
  /** Current path: keys the route transition. */
  path: string;
  children: ReactNode;
}
