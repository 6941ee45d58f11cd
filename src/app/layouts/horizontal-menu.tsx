import { Box, Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, Ellipsis } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { MenuEntry, MenuSectionKey } from '../../shared/access';
import { MenuIcon } from '../menu-icon';
import { isEntryActive } from '../shell-menu';
import { useOverflowCount } from './menu-overflow';

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

/**
 * Top menu of the horizontal layout: links and keyboard-operable dropdown groups, on one line.
 * What does not fit goes into a «Más» dropdown at the end.
 */
export function HorizontalMenu({ entries, section }: NavMenuProps) {
  const { listRef, measureRef, count } = useOverflowCount(entries.length);
  const shown = entries.slice(0, count);
  const rest = entries.slice(count);
  return (
    <Box
      as="nav"
      aria-label="Menú principal"
      borderTopWidth="1px"
      borderColor="border.menu"
      bg="bg.menu"
      borderBottomRadius="inherit"
      position="relative"
    >
      <Flex ref={listRef} as="ul" listStyleType="none" gap="1" px={{ base: '3', md: '5' }} py="2">
        {shown.map((entry) => (
          <li key={entry.key}>
            {entry.children ? (
              <MenuGroup entry={entry} section={section} />
            ) : (
              <MenuLink entry={entry} section={section} />
            )}
          </li>
        ))}
        {rest.length > 0 ? (
          <li>
            <MoreGroup entries={rest} section={section} />
          </li>
        ) : null}
      </Flex>
      {/* The same items, never seen: their widths decide how many fit. */}
      <Flex
        ref={measureRef}
        aria-hidden
        position="absolute"
        top="0"
        left="0"
        h="0"
        overflow="hidden"
        visibility="hidden"
        pointerEvents="none"
        gap="1"
        whiteSpace="nowrap"
      >
        {entries.map((entry) => (
          <Button key={entry.key} asChild {...itemStyle} flexShrink={0}>
            <span>
              <MenuIcon name={entry.icon} size={18} />
              {entry.label}
              {entry.children ? <ChevronDown size={14} aria-hidden /> : null}
            </span>
          </Button>
        ))}
        <Button asChild {...itemStyle} flexShrink={0}>
          <span>
            <Ellipsis size={18} aria-hidden />
            Más
            <ChevronDown size={14} aria-hidden />
          </span>
        </Button>
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
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
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
            {(entry.children ?? []).map((child) => (
              <DropdownItem key={child.key} entry={child} section={section} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The entries that do not fit: links as items, groups as labelled sections of items. */
function MoreGroup({
  entries,
  section,
}: {
  entries: readonly MenuEntry[];
  section: MenuSectionKey | null;
}) {
  const active = entries.some((entry) => isEntryActive(entry, section));
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button {...itemStyle} aria-current={active ? 'page' : undefined}>
          <Ellipsis size={18} aria-hidden />
          Más
          <ChevronDown size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {entries.map((entry, index) => {
              // A line sets a group apart from what comes before or after it.
              const apart = index > 0 && (entry.children || entries[index - 1]?.children);
              return (
                <Fragment key={entry.key}>
                  {apart ? <Menu.Separator /> : null}
                  {entry.children ? (
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
                      {entry.children.map((child) => (
                        <DropdownItem key={child.key} entry={child} section={section} />
                      ))}
                    </Menu.ItemGroup>
                  ) : (
                    <DropdownItem entry={entry} section={section} />
                  )}
                </Fragment>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function DropdownItem({ entry, section }: { entry: MenuEntry; section: MenuSectionKey | null }) {
  const current = entry.key === section;
  return (
    <Menu.Item
      value={entry.path}
      asChild
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'primary.fg' : undefined}
    >
      <Link href={entry.path} aria-current={current ? 'page' : undefined}>
        <MenuIcon name={entry.icon} size={16} />
        {entry.label}
      </Link>
    </Menu.Item>
  );
}
