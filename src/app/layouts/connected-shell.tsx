import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useNotificationFeed } from '../../features/notifications/use-notifications';
import { SearchLauncher } from '../../features/search';
import { useSession } from '../../lib/auth';
import { landingPath, matchRoute, visibleMenu } from '../../shared/access';
import { buildCrumbs, registeredMenu } from '../shell-menu';
import { Box } from '@chakra-ui/react';
import { FLAG_SWITCH_CSS } from '../../components/flag-switch';
import { Toaster } from '../../components/toaster';
import { recipes, slotRecipes } from '../../theme/recipes';
import { addRecipes, publicSystem } from '../../theme/system';
import { AppShell } from './app-shell';
import { LiveNotificationBell } from './notification-bell-live';

// The shell's menus, drawers and tables need every recipe: they join the app's one system (the
// public pages' one, app.tsx) as this chunk loads, before its first render. Stories and tests
// render with theme/full-system.ts and lose nothing by it.
addRecipes(publicSystem, recipes, slotRecipes);

/** Thin wrapper: session + location → the shell's props. Stories render AppShell directly. */
export function ConnectedShell({ children }: { children: ReactNode }) {
  const { profile, subject, logout } = useSession();
  const [path] = useLocation();
  const menu = useMemo(() => (subject ? registeredMenu(visibleMenu(subject)) : []), [subject]);
  // Deliveries are written to the cache here (from sign-in on); the bell reads them itself.
  useNotificationFeed(Boolean(profile && subject));
  // The guard renders the shell only for a signed-in subject whose profile has loaded.
  if (!profile || !subject) return null;
  const rule = matchRoute(path)?.rule;
  const homeHref = landingPath(subject);
  return (
    <AppShell
      profile={profile}
      role={subject.role}
      menu={menu}
      section={rule?.section ?? null}
      crumbs={rule ? buildCrumbs(rule, menu, path, homeHref) : []}
      homeHref={homeHref}
      bell={<LiveNotificationBell />}
      search={<SearchLauncher />}
      onLogout={logout}
      path={path}
    >
      {/* Every list's switches are drawn by one stylesheet here (components/flag-switch.tsx). */}
      <Box display="contents" css={FLAG_SWITCH_CSS}>
        {children}
      </Box>
      {/* Toasts belong to signed-in work; the login route never downloads them. */}
      <Toaster />
    </AppShell>
  );
}
