import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useLayoutStore } from '../../stores/layout.store';
import { Brand } from './brand';
import { AppBreadcrumbs } from './breadcrumbs';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar';
import { AppFooter, ContentArea, MobileMenu } from './shell-parts';
import { ShellHeader } from './shell-header';
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
      <ShellHeader navbar={navbar} width={width}>
        <Navbar
          rounded={floating}
          start={
            <>
              <MobileMenu entries={props.menu} section={props.section} />
              <Link href={props.homeHref}>
                <Brand compactOnPhones />
                <VisuallyHidden>Ir al inicio</VisuallyHidden>
              </Link>
            </>
          }
          below={
            <Box display={{ base: 'none', lg: 'block' }} borderBottomRadius={floating ? 'xl' : '0'}>
              <HorizontalMenu entries={props.menu} section={props.section} />
            </Box>
          }
          profile={props.profile}
          role={props.role}
          bell={props.bell}
          search={props.search}
          onLogout={props.onLogout}
        />
      </ShellHeader>
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
