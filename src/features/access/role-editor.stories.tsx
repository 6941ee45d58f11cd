import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { RoleEditor, type RoleEditorProps } from './role-editor';
import { customRole, permissionsFixture, systemRole } from './access.fixtures';

const onSubmit: RoleEditorProps['onSubmit'] = fn();
const onCancel: NonNullable<RoleEditorProps['onCancel']> = fn();
const names = permissionsFixture.map((permission) => permission.name);
const valuesOf = (role: typeof customRole) => ({
  name: role.name,
  permissions: role.permissions.map((permission) => permission.name),
});

const meta = {
  title: 'Roles y permisos/Editor de rol',
  component: RoleEditor,
  args: {
    mode: 'create',
    defaultValues: { name: '', permissions: [] },
    permissionNames: names,
    onSubmit,
    onCancel,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RoleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const EditCustomRole: Story = {
  args: { mode: 'edit', defaultValues: valuesOf(customRole) },
};

export const EditSystemRole: Story = {
  args: { mode: 'edit', defaultValues: valuesOf(systemRole), systemRole: true },
};

export const NoPermissionsYet: Story = {
  args: { permissionNames: [] },
};

export const Errors: Story = {
  args: { defaultValues: { name: 'Jefa de "ventas"', permissions: [] }, validateOnMount: true },
};

export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    defaultValues: valuesOf(customRole),
    fieldErrors: { name: 'Ya existe un rol con ese nombre.' },
  },
};

export const ServerFailure: Story = {
  args: {
    mode: 'edit',
    defaultValues: valuesOf(customRole),
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const Saving: Story = {
  args: { mode: 'edit', defaultValues: valuesOf(customRole), saving: true },
};
