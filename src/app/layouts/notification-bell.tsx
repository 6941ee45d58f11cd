import { Box, Circle, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import type { NotificationItem } from '../shell-types';

export interface NotificationBellProps {
  /** Unread count for the badge; 0 hides it. */
  count: number;
  items: readonly NotificationItem[];
}

function countLabel(count: number): string {
  if (count === 0) return 'Notificaciones';
  return count === 1 ? 'Notificaciones (1 sin leer)' : `Notificaciones (${count} sin leer)`;
}

/** Bell + popover. The live data (spec notificationsusers, page size 5) is wired by a later issue. */
export function NotificationBell({ count, items }: NotificationBellProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={countLabel(count)}
          variant="ghost"
          colorPalette="gray"
          rounded="full"
          position="relative"
        >
          <Bell aria-hidden />
          {count > 0 ? (
            <Circle
              aria-hidden
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              minW="4.5"
              h="4.5"
              px="1"
              fontSize="2xs"
              fontWeight="bold"
              bg="danger.solid"
              color="danger.contrast"
            >
              {count > 99 ? '99+' : count}
            </Circle>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxW="calc(100vw - 2rem)">
            <Popover.Header borderBottomWidth="1px" pb="3">
              <Popover.Title fontWeight="semibold">Notificaciones</Popover.Title>
            </Popover.Header>
            <Popover.Body p="0">
              {items.length === 0 ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted">
                  No tienes notificaciones nuevas.
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" maxH="sm" overflowY="auto">
                  {items.map((item) => (
                    <Box
                      as="li"
                      key={item.id}
                      borderBottomWidth="1px"
                      _last={{ borderBottomWidth: 0 }}
                    >
                      <NotificationRow item={item} />
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const body = (
    <Box px="4" py="3" _hover={{ bg: 'bg.muted' }}>
      <Text fontWeight="medium">{item.title}</Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {item.message}
      </Text>
    </Box>
  );
  // Notification urls are app paths (or absent); external links are not expected here.
  return item.url ? (
    <Box
      asChild
      display="block"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Link href={item.url}>{body}</Link>
    </Box>
  ) : (
    body
  );
}
