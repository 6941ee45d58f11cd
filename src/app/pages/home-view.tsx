import { Box, Heading, SimpleGrid, Text, type SystemStyleObject } from '@chakra-ui/react';
import { ChevronRight, UserRound } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { MenuEntry, RoleName } from '../../shared/access';
import { MenuIcon } from '../menu-icon';
import { roleLabel } from '../shell-types';
import type { ShellProfile } from '../shell-types';

/**
 * The section cards' look (Chakra's card, surface variant, with a link over the whole card), set
 * once on the grid: an Admin's 24 cards built from Chakra parts were ~850 fibers, each part
 * resolving its recipe and styles, in the render that brings up /home.
 */
const CARDS_CSS: SystemStyleObject = {
  '& .home-card': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    h: 'full',
    p: '6',
    borderRadius: 'l3',
    color: 'fg',
    textAlign: 'start',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.card',
    boxShadow: 'card',
    transition: 'transform 0.15s, box-shadow 0.15s',
    _hover: { transform: 'translateY(-2px)' },
    _focusWithin: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' },
  },
  '& .home-card-row': { display: 'flex', alignItems: 'center', gap: '3' },
  '& .home-card-icon': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '11',
    borderRadius: 'lg',
    bg: 'primary.subtle',
    color: 'primary.fg',
    flexShrink: 0,
  },
  '& .home-card-text': { flex: '1', minWidth: '0' },
  // The link covers the whole card (Chakra's LinkOverlay).
  '& .home-card-link': {
    position: 'static',
    _before: {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  },
  '& .home-card-label': { fontWeight: 'semibold', lineClamp: '2' },
  '& .home-card-description': { fontSize: 'sm', color: 'fg.muted', truncate: true },
  '& .home-card-chevron': { color: 'fg.muted' },
};

export interface HomeViewProps {
  profile: ShellProfile;
  role: RoleName | null;
  /** The sections of the user's menu (leaves with their group's label), each shown as a card. */
  sections: ReadonlyArray<{ entry: MenuEntry; group: string | null }>;
  /** The dashboard and the summary: first, under the greeting. */
  children?: ReactNode;
  /** The shortcut cards come after the dashboard's first draw (false: not yet). */
  shortcutsShown?: boolean;
}

/**
 * '/home' landing: a one-line greeting, the dashboard first, then shortcuts to the user's
 * sections (the menu's leaves as cards) below it.
 */
export function HomeView({
  profile,
  role,
  sections,
  children,
  shortcutsShown = true,
}: HomeViewProps) {
  return (
    <Box>
      <Box mb="6">
        <Heading as="h1" size="2xl" color="fg.heading">
          ¡Hola, {profile.name}!
        </Heading>
        <Text mt="1" color="fg.muted">
          Ingresaste como{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {roleLabel(role)}
          </Text>
          .
        </Text>
      </Box>
      {children}
      {shortcutsShown ? <SectionShortcuts sections={sections} /> : null}
    </Box>
  );
}

// Memoised: the dashboard's chunk arriving renders the page again, not the cards.
const SectionShortcuts = memo(function SectionShortcuts({
  sections,
}: Pick<HomeViewProps, 'sections'>) {
  return (
    <Box as="section" aria-labelledby="home-shortcuts" mt="10">
      <Heading id="home-shortcuts" as="h2" size="md" mb="4" color="fg.heading">
        Accesos directos
      </Heading>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
        gap="4"
        css={CARDS_CSS}
      >
        {sections.map(({ entry, group }) => (
          <SectionCard
            key={entry.key}
            label={entry.label}
            href={entry.path}
            description={group ?? undefined}
            icon={<MenuIcon name={entry.icon} size={22} />}
          />
        ))}
        <SectionCard
          label="Mi perfil"
          href="/profile"
          icon={<UserRound size={22} aria-hidden />}
          description="Tus datos y contraseña"
        />
      </SimpleGrid>
    </Box>
  );
});

function SectionCard(props: {
  label: string;
  href: string;
  icon: ReactNode;
  description?: string;
}) {
  return (
    <li>
      <div className="home-card">
        <div className="home-card-row">
          <div className="home-card-icon">{props.icon}</div>
          <div className="home-card-text">
            <Link href={props.href} className="home-card-link">
              <p className="home-card-label">{props.label}</p>
            </Link>
            {props.description ? (
              <p className="home-card-description">{props.description}</p>
            ) : null}
          </div>
          <div className="home-card-chevron">
            <ChevronRight size={18} aria-hidden />
          </div>
        </div>
      </div>
    </li>
  );
}
