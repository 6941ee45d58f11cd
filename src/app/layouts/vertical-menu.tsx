import { Box, Collapsible, Menu, Portal, Stack, Text, Tooltip, chakra } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MenuEntry, MenuSectionKey } from '../../shared/access';
import { MenuIcon } from '../menu-icon';
import { isEntryActive } from '../shell-menu';
import type { NavMenuProps } from './horizontal-menu';

export interface VerticalMenuProps extends NavMenuProps {
  /** Icons only, labels in tooltips and groups as flyouts. */
  collapsed?: boolean;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  color: 'fg.menu',
  fontWeight: 'medium',
  fontSize: 'sm',
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _hover: { bg: 'bg.menuHover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '1px' },
  '&[aria-current=page]': { bg: 'bg.menuActive', color: 'fg.menuActive', boxShadow: 'sm' },
} as const;

const RowLink = chakra(Link, { base: rowStyle });
const RowButton = chakra('button', { base: rowStyle });

/** Sidebar menu of the vertical layout (also the mobile drawer of both layouts). */
export function VerticalMenu({
  entries,
  section,
  collapsed = false,
  onNavigate,
}: VerticalMenuProps) {
  return (
    <Box as="nav" aria-label="Menú principal">
      <Stack as="ul" listStyleType="none" gap="1" px={collapsed ? '2' : '3'}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {!entry.children ? (
              <Leaf entry={entry} section={section} collapsed={collapsed} onNavigate={onNavigate} />
            ) : collapsed ? (
              <FlyoutGroup entry={entry} section={section} />
            ) : (
              <Group entry={entry} section={section} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

interface ItemProps {
  entry: MenuEntry;
  section: MenuSectionKey | null;
  collapsed?: boolean;
  onNavigate?: () => void;
}

function Leaf({ entry, section, collapsed = false, onNavigate }: ItemProps) {
  const current = isEntryActive(entry, section) ? 'page' : undefined;
  const link = (
    <RowLink
      href={entry.path}
      aria-current={current}
      aria-label={collapsed ? entry.label : undefined}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      onClick={onNavigate}
    >
      <MenuIcon name={entry.icon} size={20} />
      {collapsed ? null : <Text truncate>{entry.label}</Text>}
    </RowLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{entry.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function Group({ entry, section, onNavigate }: ItemProps) {
  const active = isEntryActive(entry, section);
  const [open, setOpen] = useState(active);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <RowButton type="button" aria-current={active && !open ? 'page' : undefined}>
          <MenuIcon name={entry.icon} size={20} />
          <Text flex="1" truncate>
            {entry.label}
          </Text>
          <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(90deg)' : undefined}>
            <ChevronRight size={16} aria-hidden />
          </Box>
        </RowButton>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" listStyleType="none" gap="1" mt="1" ps="4">
          {(entry.children ?? []).map((child) => (
            <li key={child.key}>
              <Leaf entry={child} section={section} onNavigate={onNavigate} />
            </li>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function FlyoutGroup({ entry, section }: ItemProps) {
  const active = isEntryActive(entry, section);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'right-start', gutter: 12 }}>
      <Menu.Trigger asChild>
        <RowButton
          type="button"
          aria-label={entry.label}
          justifyContent="center"
          aria-current={active ? 'page' : undefined}
        >
          <MenuIcon name={entry.icon} size={20} />
        </RowButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
              {(entry.children ?? []).map((child) => (
                <Menu.Item
                  key={child.key}
                  value={child.path}
                  asChild
                  fontWeight={child.key === section ? 'semibold' : 'normal'}
                  color={child.key === section ? 'primary.fg' : undefined}
                >
                  <Link href={child.path} aria-current={child.key === section ? 'page' : undefined}>
                    <MenuIcon name={child.icon} size={16} />
                    {child.label}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
