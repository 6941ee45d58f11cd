import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useLayoutStore } from '../../stores/layout.store';
import { Brand } from './brand';
import { AppBreadcrumbs } from './breadcrumbs';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar';
import { AppFooter, ContentArea, MobileMenu, widthProps } from './shell-parts';
import type { ShellProps } from './shell-props';

/** Spec §1 default: navbar on top, menu below it, breadcrumbs above the page. */
export function HorizontalLayout(props: ShellProps) {
  const navbar = useLayoutStore((state) => state.navbar);
  const footer = useLayoutStore((state) => state.footer);
  const width = useLayoutStore((state) => state.contentWidth);
  const transition = useLayoutStore((state) => state.transition);
  const floating = navbar === 'floating';
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        as="header"
        position={navbar === 'static' ? 'relative' : 'sticky'}
        top="0"
        zIndex="sticky"
        px={floating ? { base: '2', md: '6' } : '0'}
        pt={floating ? '3' : '0'}
        // The floating bar sits on a fade of the canvas so scrolled content does not show through its gap.
        bgGradient={floating ? 'to-b' : undefined}
        gradientFrom="bg.canvas"
        gradientVia="bg.canvas/90"
        gradientTo="transparent"
      >
        <Box {...widthProps(width)}>
          <Navbar
            rounded={floating}
            start={
              <>
                <MobileMenu entries={props.menu} section={props.section} />
                <Link href={props.homeHref} aria-label="Ir al inicio">
                  <Brand compactOnPhones />
                </Link>
              </>
            }
            below={
              <Box
                display={{ base: 'none', lg: 'block' }}
                borderBottomRadius={floating ? 'xl' : '0'}
              >
                <HorizontalMenu entries={props.menu} section={props.section} />
              </Box>
            }
            profile={props.profile}
            role={props.role}
            notifications={props.notifications}
            onLogout={props.onLogout}
          />
        </Box>
      </Box>
      <ContentArea
        width={width}
        transition={transition}
        path={props.path}
        top={<AppBreadcrumbs crumbs={props.crumbs} />}
      >
        {props.children}
      </ContentArea>
      <AppFooter type={footer} width={width} />
    </Flex>
  );
}
