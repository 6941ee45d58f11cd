import { Box, Flex, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'wouter';
import { useLayoutStore } from '../../stores/layout.store';
import { Brand } from './brand';
import { AppBreadcrumbs } from './breadcrumbs';
import { Navbar } from './navbar';
import { AppFooter, ContentArea, MobileMenu } from './shell-parts';
import { ShellHeader } from './shell-header';
import type { ShellProps } from './shell-props';
import { VerticalMenu } from './vertical-menu';

/** Collapsible sidebar + navbar with the breadcrumbs. In semi-dark only the sidebar is dark. */
export function VerticalLayout(props: ShellProps) {
  const {
    navbar,
    footer,
    contentWidth: width,
    transition,
    menuCollapsed,
    toggleMenu,
  } = useLayoutStore();
  const floating = navbar === 'floating';
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        aria-label="Barra lateral"
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        flexShrink={0}
        w={menuCollapsed ? '20' : '17rem'}
        transition="width 0.2s"
        position="sticky"
        top="0"
        h="100dvh"
        bg="bg.menu"
        color="fg.menu"
        borderEndWidth="1px"
        borderColor="border.menu"
        boxShadow="card"
        zIndex="docked"
      >
        <Flex
          align="center"
          justify={menuCollapsed ? 'center' : 'flex-start'}
          px="4"
          h="16"
          flexShrink={0}
        >
          <Box asChild minW="0">
            <Link href={props.homeHref}>
              <Brand
                compact={menuCollapsed}
                color="fg.menu"
                subtitleColor="fg.menuMuted"
                nameSize="sm"
              />
              <VisuallyHidden>Ir al inicio</VisuallyHidden>
            </Link>
          </Box>
        </Flex>
        <Box flex="1" overflowY="auto" py="2">
          <VerticalMenu entries={props.menu} section={props.section} collapsed={menuCollapsed} />
        </Box>
        {/* At the bottom in both states: the brand keeps the full width of the top row. */}
        <Flex
          justify={menuCollapsed ? 'center' : 'flex-end'}
          px="3"
          py="3"
          borderTopWidth="1px"
          borderColor="border.menu"
        >
          <CollapseButton collapsed={menuCollapsed} onToggle={toggleMenu} />
        </Flex>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <ShellHeader navbar={navbar} width={width}>
          <Navbar
            rounded={floating}
            start={
              <>
                <MobileMenu entries={props.menu} section={props.section} />
                <AppBreadcrumbs crumbs={props.crumbs} />
              </>
            }
            profile={props.profile}
            role={props.role}
            bell={props.bell}
            search={props.search}
            onLogout={props.onLogout}
          />
        </ShellHeader>
        <ContentArea width={width} transition={transition} path={props.path}>
          {props.children}
        </ContentArea>
        <AppFooter type={footer} width={width} />
      </Flex>
    </Flex>
  );
}

function CollapseButton({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <IconButton
      aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
      variant="ghost"
      size="sm"
      color="fg.menuMuted"
      _hover={{ bg: 'bg.menuHover', color: 'fg.menu' }}
      onClick={onToggle}
    >
      {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
    </IconButton>
  );
}
