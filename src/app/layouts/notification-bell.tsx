import {
  Box,
  Button,
  Circle,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { NotificationItem } from '../shell-types';

export interface NotificationBellProps {
  /** Unread count for the badge; 0 hides it. */
  count: number;
  items: readonly NotificationItem[];
  /** An entry was opened (it is then marked read). */
  onOpen?: (item: NotificationItem) => void;
  /** «Marcar todas como leídas»; the button shows only with unread entries. */
  onMarkAllRead?: () => void;
  /** Older entries exist beyond the list: «Ver anteriores» shows with `onShowMore`. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onShowMore?: () => void;
  /** The list's state when someone else opens it too (the burst's toast); else the bell's own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The button's name holds the badge's visible text (WCAG 2.5.3, label in name). */
function countLabel(count: number): string {
  if (count === 0) return 'Notificaciones';
  return count > 99 ? 'Notificaciones: más de 99 sin leer' : `Notificaciones: ${count} sin leer`;
}

/** Bell + popover; features/notifications feeds it (notificationsusers, page size 5, live). */
export function NotificationBell({
  count,
  items,
  onOpen,
  onMarkAllRead,
  hasMore = false,
  loadingMore = false,
  onShowMore,
  open,
  onOpenChange,
}: NotificationBellProps) {
  const body = useRef<HTMLDivElement>(null);
  // «Ver anteriores» is disabled while it loads, and gone when nothing older is left: the focus
  // then goes to the first entry it brought, so a keyboard user goes on reading from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (loadingMore || firstNew.current === null) return;
    const row = body.current?.querySelectorAll('li')[firstNew.current];
    const entry = row?.querySelector<HTMLElement>('a, button');
    firstNew.current = null;
    entry?.focus();
  }, [loadingMore, items.length]);

  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
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
          {/* Named here: zag names the dialog by its title only if the title existed when the
              popover started, and with lazyMount the content comes at its first opening. */}
          <Popover.Content width="sm" maxW="calc(100vw - 2rem)" aria-label="Notificaciones">
            <Popover.Header borderBottomWidth="1px" pb="3">
              <HStack justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">Notificaciones</Popover.Title>
                {count > 0 && onMarkAllRead ? (
                  <Button size="xs" variant="ghost" colorPalette="primary" onClick={onMarkAllRead}>
                    Marcar todas como leídas
                  </Button>
                ) : null}
              </HStack>
            </Popover.Header>
            <Popover.Body p="0" ref={body}>
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
                      <NotificationRow item={item} onOpen={onOpen} />
                    </Box>
                  ))}
                </Stack>
              )}
              {hasMore && onShowMore ? (
                <Box borderTopWidth="1px" p="2">
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="primary"
                    width="full"
                    loading={loadingMore}
                    loadingText="Cargando…"
                    onClick={() => {
                      firstNew.current = items.length;
                      onShowMore();
                    }}
                  >
                    Ver anteriores
                  </Button>
                </Box>
              ) : null}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: NotificationBellProps['onOpen'];
}) {
  const unread = item.read === false;
  const body = (
    <Box
      px="4"
      py="3"
      _hover={{ bg: 'bg.muted' }}
      bg={unread ? 'primary.subtle' : undefined}
      borderInlineStartWidth="3px"
      borderInlineStartColor={unread ? 'primary.solid' : 'transparent'}
    >
      <Text fontWeight={unread ? 'bold' : 'medium'}>
        {item.title}
        {unread ? (
          <>
            {' '}
            <VisuallyHidden>(sin leer)</VisuallyHidden>
          </>
        ) : null}
      </Text>
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
      <Link href={item.url} onClick={() => onOpen?.(item)}>
        {body}
      </Link>
    </Box>
  ) : (
    <Box
      as="button"
      display="block"
      width="full"
      textAlign="start"
      onClick={() => onOpen?.(item)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {body}
    </Box>
  );
}
