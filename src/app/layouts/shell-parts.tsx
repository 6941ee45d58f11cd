import { Box, Drawer, IconButton, Portal, Text } from '@chakra-ui/react';
import { Menu as MenuIconGlyph } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ContentWidth, FooterType, RouteTransition } from '../../stores/layout.store';
import { Brand } from './brand';
import type { NavMenuProps } from './horizontal-menu';
import { VerticalMenu } from './vertical-menu';

import { MAIN_CONTENT_ID } from './main-content';
import { useInertOutside } from '../../components/inert-outside';

export { MAIN_CONTENT_ID };
/** Boxed content width (spec §1 "content width full or boxed"). */
export const BOXED_MAX_WIDTH = '1440px';

export function widthProps(width: ContentWidth) {
  return { w: 'full', maxW: width === 'boxed' ? BOXED_MAX_WIDTH : 'none', mx: 'auto' };
}

/** Hidden until focused: keyboard users jump over the navbar and menu. */
export function SkipToContent() {
  return (
    <Box
      asChild
      position="absolute"
      insetStart="-9999px"
      top="3"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="primary.solid"
      color="primary.contrast"
      fontWeight="semibold"
      _focus={{
        insetStart: '3',
        outline: '3px solid',
        outlineColor: 'primary.focusRing',
        outlineOffset: '2px',
      }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>Saltar al contenido</a>
    </Box>
  );
}

const animations: Record<RouteTransition, { animationName?: string }> = {
  'zoom-fade': { animationName: 'zoom-fade-in' },
  fade: { animationName: 'route-fade-in' },
  none: {},
};

/** The page area: landmark for the skip link, width option, and the route transition. */
export function ContentArea(props: {
  width: ContentWidth;
  transition: RouteTransition;
  path: string;
  /** Not animated: the breadcrumbs of the horizontal layout. */
  top?: ReactNode;
  children: ReactNode;
}) {
  const { width, transition, path, top, children } = props;
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      flex="1"
      outline="none"
      px={{ base: '4', md: '6' }}
      py="6"
      {...widthProps(width)}
    >
      {top ? <Box mb="4">{top}</Box> : null}
      {/* Keyed by path: each navigation replays the entrance animation. */}
      <Box
        key={path}
        {...animations[transition]}
        animationDuration="250ms"
        animationTimingFunction="ease-out"
        _motionReduce={{ animation: 'none' }}
      >
        {children}
      </Box>
    </Box>
  );
}

export function AppFooter({ type, width }: { type: FooterType; width: ContentWidth }) {
  if (type === 'hidden') return null;
  return (
    <Box as="footer" px={{ base: '4', md: '6' }} py="4" {...widthProps(width)}>
      <Text fontSize="sm" color="fg.muted">
        © 2026 Subsidio Habitacional · Back office. Todos los derechos reservados.
      </Text>
    </Box>
  );
}

/** Below the lg breakpoint both layouts hide their menu behind this button and drawer. */
export function MobileMenu({ entries, section }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const inertOutside = useInertOutside(open);
  return (
    // Mounted on opening only: on a wide screen it never opens, and its menu is a second copy.
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="xs"
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Abrir menú"
          variant="ghost"
          colorPalette="gray"
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <MenuIconGlyph aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={inertOutside} bg="bg.menu" color="fg.menu">
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <Brand color="fg.menu" subtitleColor="fg.menuMuted" nameSize="sm" />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <VerticalMenu entries={entries} section={section} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
