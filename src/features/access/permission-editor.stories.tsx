import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { PermissionEditor, type PermissionEditorProps } from './permission-editor';

const onSubmit: PermissionEditorProps['onSubmit'] = fn();
const onCancel: NonNullable<PermissionEditorProps['onCancel']> = fn();

const meta = {
  title: 'Roles y permisos/Editor de permiso',
  component: PermissionEditor,
  args: { mode: 'create', defaultName: '', onSubmit, onCancel },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PermissionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Rename: Story = {
  args: { mode: 'edit', defaultName: 'export-quotations' },
};

export const Errors: Story = {
  args: { defaultName: '   ', validateOnMount: true },
};

export const LongName: Story = {
  args: { defaultName: 'aprobar-descuentos-'.repeat(6), validateOnMount: true },
};

export const ServerErrors: Story = {
  args: {
    defaultName: 'show-users',
    fieldErrors: { name: 'Ya existe un permiso con ese nombre.' },
  },
};

export const ServerFailure: Story = {
  args: {
    mode: 'edit',
    defaultName: 'export-quotations',
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};

export const Saving: Story = {
  args: { mode: 'edit', defaultName: 'export-quotations', saving: true },
};
