import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { RolesView, type RolesViewProps } from './roles-view';
import { permissionsFixture, rolesFixture } from './access.fixtures';
import { DismissibleAlert } from './dismissible-alert';

const onCreate: RolesViewProps['onCreate'] = fn();
const onEdit: RolesViewProps['onEdit'] = fn();
const onDelete: RolesViewProps['onDelete'] = fn();
const onRetry: NonNullable<RolesViewProps['onRetry']> = fn();

const meta = {
  title: 'Roles y permisos/Roles',
  component: RolesView,
  args: {
    roles: rolesFixture,
    permissionCount: permissionsFixture.length,
    loading: false,
    error: null,
    onCreate,
    onEdit,
    onDelete,
    onRetry,
  },
  parameters: { route: '/roles' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RolesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { roles: [], loading: true } };

export const Empty: Story = { args: { roles: [] } };

export const Failed: Story = {
  args: {
    roles: [],
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const DeletionRefused: Story = {
  args: {
    notice: (
      <DismissibleAlert onDismiss={() => undefined}>
        No se pudo eliminar «Supervisora de ventas»: El rol está asignado a usuarios.
      </DismissibleAlert>
    ),
  },
};
