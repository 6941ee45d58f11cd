import { Box, Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'wouter';
import type { MenuEntry, MenuSectionKey } from '../../shared/access';
import { MenuIcon } from '../menu-icon';
import { isEntryActive } from '../shell-menu';

export interface NavMenuProps {
  entries: readonly MenuEntry[];
  /** The current route's section (spec §1: the menu highlights the matching section). */
  section: MenuSectionKey | null;
}

const itemStyle = {
  variant: 'ghost' as const,
  colorPalette: 'gray',
  size: 'sm' as const,
  color: 'fg.menu',
  fontWeight: 'medium',
  gap: '2',
  _hover: { bg: 'bg.menuHover' },
  '&[aria-current=page]': { bg: 'bg.menuActive', color: 'fg.menuActive', boxShadow: 'sm' },
};

/** Top menu of the horizontal layout: links and keyboard-operable dropdown groups. */
export function HorizontalMenu({ entries, section }: NavMenuProps) {
  return (
    <Box
      as="nav"
      aria-label="Menú principal"
      borderTopWidth="1px"
      borderColor="border.menu"
      bg="bg.menu"
      borderBottomRadius="inherit"
    >
      <Flex as="ul" listStyleType="none" gap="1" px={{ base: '3', md: '5' }} py="2" wrap="wrap">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.children ? (
              <MenuGroup entry={entry} section={section} />
            ) : (
              <MenuLink entry={entry} section={section} />
            )}
          </li>
        ))}
      </Flex>
    </Box>
  );
}

function MenuLink({ entry, section }: { entry: MenuEntry; section: MenuSectionKey | null }) {
  const active = isEntryActive(entry, section);
  return (
    <Button asChild {...itemStyle}>
      <Link href={entry.path} aria-current={active ? 'page' : undefined}>
        <MenuIcon name={entry.icon} size={18} />
        {entry.label}
      </Link>
    </Button>
  );
}

function MenuGroup({ entry, section }: { entry: MenuEntry; section: MenuSectionKey | null }) {
  const active = isEntryActive(entry, section);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button {...itemStyle} aria-current={active ? 'page' : undefined}>
          <MenuIcon name={entry.icon} size={18} />
          {entry.label}
          <ChevronDown size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {(entry.children ?? []).map((child) => {
              const current = child.key === section;
              return (
                <Menu.Item
                  key={child.key}
                  value={child.path}
                  asChild
                  fontWeight={current ? 'semibold' : 'normal'}
                  color={current ? 'primary.fg' : undefined}
                >
                  <Link href={child.path} aria-current={current ? 'page' : undefined}>
                    <MenuIcon name={child.icon} size={16} />
                    {child.label}
                  </Link>
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
