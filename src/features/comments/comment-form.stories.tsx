import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { CommentForm, type CommentFormProps } from './comment-form';
import { PIXEL_URL, commentRows, projectOptions } from './comments.fixtures';

const onSubmit: CommentFormProps['onSubmit'] = fn();

// The comment form: empty (create), filled with a stored picture (edit), invalid, refused by the
// server and saving.
const meta = {
  title: 'Comentarios/Formulario',
  component: CommentForm,
  args: { projects: projectOptions, onSubmit, submitLabel: 'Crear comentario' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  name: commentRows[0]?.name ?? '',
  comment: commentRows[0]?.comment ?? '',
  project_id: '1',
  mediaUrl: PIXEL_URL,
};

export const Empty: Story = {};
export const Filled: Story = { args: { initial: filled, submitLabel: 'Guardar cambios' } };
/** Sent empty: each required field says what is missing. */
export const Errors: Story = { args: { validateOnMount: true } };
/** The server refused the picture's content and the project: messages under each field. */
export const ServerErrors: Story = {
  args: {
    initial: filled,
    fieldErrors: {
      media: 'La imagen debe ser un archivo JPG, PNG o WebP.',
      project_id: 'El proyecto elegido no existe.',
    },
  },
};
export const Saving: Story = { args: { initial: filled, saving: true } };
