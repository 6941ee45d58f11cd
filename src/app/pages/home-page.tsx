import { Box, Skeleton } from '@chakra-ui/react';
import { memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { visibleMenu } from '../../shared/access';
import { useSession } from '../../lib/auth';
import { groupedLeaves, registeredMenu } from '../shell-menu';
import { HomeSummary } from '../../features/units/home-summary/home-summary';
import { HomeView } from './home-view';
import { lazyWithTimeout, useLazyReady } from '../lazy-with-timeout';
import type { DashboardProps } from '../../features/dashboard/dashboard';

// ECharts weighs more than the rest of /home: its own chunk, so the summary does not wait for it.
const Dashboard = lazyWithTimeout<DashboardProps>(() =>
  import('../../features/dashboard/dashboard').then((m) => ({ default: m.Dashboard })),
);

/** Loads the dashboard's chunk (ECharts) ahead of its render (the /home warm-up). */
export const preloadDashboard = (): Promise<unknown> => Dashboard.preload();

const dashboardPlaceholder = <Skeleton h="md" borderRadius="lg" />;

const MemoHomeSummary = memo(HomeSummary);

/** Sections the user can open today (registered pages), without the home entry itself. */
export function HomePage() {
  const { profile, subject } = useSession();
  const dashboardReady = useLazyReady(Dashboard);
  // The summary table and the shortcut cards sit below the eight charts (out of view on arrival):
  // they mount in a transition after the render that draws them, not delaying their first draw.
  const [summaryShown, setSummaryShown] = useState(false);
  useEffect(() => {
    if (dashboardReady) startTransition(() => setSummaryShown(true));
  }, [dashboardReady]);
  const sections = useMemo(
    () =>
      subject
        ? groupedLeaves(registeredMenu(visibleMenu(subject))).filter(
            ({ entry }) => entry.key !== 'home',
          )
        : [],
    [subject],
  );
  // The router renders /home only for a signed-in subject with a profile.
  if (!profile || !subject) return null;
  return (
    <HomeView
      profile={profile}
      role={subject.role}
      sections={sections}
      shortcutsShown={summaryShown}
    >
      <Suspense fallback={dashboardPlaceholder}>
        {dashboardReady ? <Dashboard role={subject.role} /> : dashboardPlaceholder}
      </Suspense>
      {summaryShown ? (
        <Box mt="10">
          <MemoHomeSummary />
        </Box>
      ) : null}
    </HomeView>
  );
}
