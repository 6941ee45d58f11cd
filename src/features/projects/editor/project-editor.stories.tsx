import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box, Text } from '@chakra-ui/react';
import { ProjectEditor, type ProjectEditorProps } from './project-editor';
import { editorOptionsFixture, maskedKeysFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';

const onSubmit: ProjectEditorProps['onSubmit'] = fn();

const meta = {
  title: 'Proyectos/Editor',
  component: ProjectEditor,
  args: {
    mode: 'create',
    defaultValues: emptyValues,
    options: editorOptionsFixture,
    isAdmin: true,
    onSubmit,
  },
  parameters: { route: '/projects/create' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAsAdmin: Story = {};

/** RealstateAdmin and RealstateVendor create in their agency: no agency select, no keys tab. */
export const CreateAsAgencyStaff: Story = { args: { isAdmin: false } };

export const EditAsAdmin: Story = {
  args: {
    mode: 'edit',
    defaultValues: filledValues,
    paymentKeys: maskedKeysFixture,
    mediaPanel: <Text color="fg.muted">Panel de medios del proyecto</Text>,
  },
  parameters: { route: '/projects/1/edit' },
};

/** A failed save: every tab with errors shows how many, the first one is open. */
export const WithErrors: Story = { args: { defaultValues: invalidValues, validateOnMount: true } };

/** The server refused two fields: their tab opens and the messages sit by the fields. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    defaultValues: filledValues,
    fieldErrors: {
      price_from: 'El precio desde debe ser un número mayor que 0.',
      slug: 'Ya existe un proyecto con ese slug.',
    },
  },
};

export const ServerFailure: Story = {
  args: {
    mode: 'edit',
    defaultValues: filledValues,
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};

export const Saving: Story = { args: { mode: 'edit', defaultValues: filledValues, saving: true } };
