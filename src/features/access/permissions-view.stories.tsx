import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { PermissionsView, type PermissionsViewProps } from './permissions-view';
import { permissionsFixture, rolesFixture } from './access.fixtures';

const onCreate: PermissionsViewProps['onCreate'] = fn();
const onRename: PermissionsViewProps['onRename'] = fn();
const onDelete: PermissionsViewProps['onDelete'] = fn();
const onQueryChange: PermissionsViewProps['onQueryChange'] = fn();
const onRetry: NonNullable<PermissionsViewProps['onRetry']> = fn();

const rolesByPermission = new Map<string, string[]>();
for (const role of rolesFixture)
  for (const { name } of role.permissions)
    rolesByPermission.set(name, [...(rolesByPermission.get(name) ?? []), role.name]);

const meta = {
  title: 'Roles y permisos/Permisos',
  component: PermissionsView,
  args: {
    permissions: permissionsFixture,
    rolesByPermission,
    loading: false,
    error: null,
    query: '',
    onQueryChange,
    onCreate,
    onRename,
    onDelete,
    onRetry,
  },
  parameters: { route: '/permissions' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PermissionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { permissions: [], loading: true } };

export const Empty: Story = { args: { permissions: [], rolesByPermission: new Map() } };

export const Filtered: Story = { args: { query: 'contact' } };

export const NoMatch: Story = { args: { query: 'facturación' } };

export const Failed: Story = {
  args: {
    permissions: [],
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};
