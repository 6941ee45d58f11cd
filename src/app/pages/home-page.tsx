import { Box } from '@chakra-ui/react';
import { visibleMenu } from '../../shared/access';
import { useSession } from '../../features/session/use-session';
import { groupedLeaves, registeredMenu } from '../shell-menu';
import { HomeSummary } from '../../features/units/home-summary';
import { HomeView } from './home-view';

/** Sections the user can open today (registered pages), without the home entry itself. */
export function HomePage() {
  const { profile, subject } = useSession();
  // The router renders /home only for a signed-in subject with a profile.
  if (!profile || !subject) return null;
  const sections = groupedLeaves(registeredMenu(visibleMenu(subject))).filter(
    ({ entry }) => entry.key !== 'home',
  );
  return (
    <>
      <HomeView profile={profile} role={subject.role} sections={sections} />
      <Box mt="10">
        <HomeSummary />
      </Box>
    </>
  );
}
