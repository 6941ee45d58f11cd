import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { visibleMenu } from '../../shared/access';
import { SKINS, SKIN_LABELS, skinScopeClass } from '../../theme';
import { profiles, sampleNotifications, subjects } from '../test/fixtures';
import { AppShell } from './app-shell';
import { NotificationBell } from './notification-bell';

function DemoPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl" color="fg.heading">
        Usuarios
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {['Listado', 'Filtros', 'Auditoría'].map((title) => (
          <Card.Root key={title}>
            <Card.Body>
              <Text fontWeight="semibold">{title}</Text>
              <Text color="fg.muted" fontSize="sm">
                Contenido de ejemplo para revisar el contraste de la piel.
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const meta = {
  title: 'App/Shell/AppShell',
  component: AppShell,
  args: {
    profile: profiles.Admin,
    role: 'Admin',
    menu: visibleMenu(subjects.Admin),
    section: 'users',
    crumbs: [
      { label: 'Inicio', href: '/home' },
      { label: 'Usuarios', href: '/users' },
      { label: 'Editar usuario' },
    ],
    homeHref: '/home',
    bell: <NotificationBell count={3} items={sampleNotifications} />,
    onLogout: () => undefined,
    path: '/users/7/edit',
    children: <DemoPage />,
  },
  parameters: { route: '/users/7/edit' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const HorizontalStickyBoxedWithFooter: Story = {
  parameters: { layoutPrefs: { navbar: 'sticky', contentWidth: 'boxed', footer: 'static' } },
};
export const Vertical: Story = { parameters: { layoutPrefs: { layout: 'vertical' } } };
export const VerticalCollapsed: Story = {
  parameters: { layoutPrefs: { layout: 'vertical', menuCollapsed: true } },
};
export const VerticalSemiDark: Story = {
  parameters: { layoutPrefs: { layout: 'vertical', skin: 'semi-dark' } },
};
export const HorizontalDark: Story = { parameters: { layoutPrefs: { skin: 'dark' } } };
export const NewsUser: Story = {
  args: {
    profile: profiles.NewsUser,
    role: 'NewsUser',
    menu: visibleMenu(subjects.NewsUser),
    section: 'news',
  },
};

/** The vertical shell in each skin, each in its own skin scope (see applySkin). */
export const Skins: Story = {
  parameters: { layoutPrefs: { layout: 'vertical' } },
  render: (args) => (
    <Stack gap="0">
      {SKINS.map((skin) => (
        <Box key={skin} data-skin={skin} className={skinScopeClass(skin)} bg="bg.canvas" color="fg">
          <Text px="6" pt="3" fontSize="sm" fontWeight="bold" color="fg.muted">
            {SKIN_LABELS[skin]}
          </Text>
          <Box h="560px" overflow="hidden" position="relative" data-testid={`skin-${skin}`}>
            <AppShell {...args} />
          </Box>
        </Box>
      ))}
    </Stack>
  ),
};
