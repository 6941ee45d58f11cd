import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ContentWidth, NavbarType } from '../../stores/layout.store';
import { widthProps } from './shell-parts';

/**
 * The navbar's wrapper in both layouts: sticky unless static, and when floating detached from the
 * top on a fade of the canvas, so scrolled content does not show through the gap above it.
 */
export function ShellHeader({
  navbar,
  width,
  children,
}: {
  navbar: NavbarType;
  width: ContentWidth;
  children: ReactNode;
}) {
  const floating = navbar === 'floating';
  return (
    <Box
      as="header"
      position={navbar === 'static' ? 'relative' : 'sticky'}
      top="0"
      zIndex="sticky"
      px={floating ? { base: '2', md: '6' } : '0'}
      pt={floating ? '3' : '0'}
      bgGradient={floating ? 'to-b' : undefined}
      gradientFrom="bg.canvas"
      gradientVia="bg.canvas/90"
      gradientTo="transparent"
    >
      <Box {...widthProps(width)}>{children}</Box>
    </Box>
  );
}
