import { Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RoleName } from '../../shared/access';
import { Customizer } from '../customizer';
import type { ShellProfile } from '../shell-types';
import { SkinSwitch } from './skin-switch';
import { UserMenu } from './user-menu';

export interface NavbarProps {
  /** Left side: brand (horizontal layout) or breadcrumbs (vertical), plus the mobile menu button. */
  start: ReactNode;
  profile: ShellProfile;
  role: RoleName | null;
  /**
   * The notification bell, rendered by the caller: the live one reads its own data, so that a
   * delivery re-renders the bell and not the navbar, menus and drawers around it.
   */
  bell: ReactNode;
  /** The search field that opens the palette (Ctrl+K), rendered by the caller as the bell is. */
  search?: ReactNode;
  onLogout: () => void;
  /** Floating navbar: rounded and detached; sticky and static span the width. */
  rounded: boolean;
  /** Extra row under the bar (the horizontal menu), inside the same surface. */
  below?: ReactNode;
}

export function Navbar(props: NavbarProps) {
  const { start, profile, role, bell, search, onLogout, rounded, below } = props;
  return (
    <Flex
      direction="column"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.card"
      boxShadow="navbar"
      borderRadius={rounded ? 'xl' : '0'}
      borderTopWidth={rounded ? '1px' : '0'}
      borderInlineWidth={rounded ? '1px' : '0'}
    >
      <Flex align="center" gap="3" minH="16" px={{ base: '3', md: '5' }}>
        <HStack gap="2" flex="1" minW="0">
          {start}
        </HStack>
        <HStack gap={{ base: '0.5', md: '1' }} flexShrink={0}>
          {search}
          <SkinSwitch />
          {bell}
          <Customizer />
          <UserMenu profile={profile} role={role} onLogout={onLogout} />
        </HStack>
      </Flex>
      {below}
    </Flex>
  );
}
