import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { PreapprovalEditForm, type PreapprovalEditFormProps } from './preapproval-edit-form';

const onSubmit: PreapprovalEditFormProps['onSubmit'] = fn();

// The edit form of a pre-approval: its choices per status, invalid, busy and refused.
const meta = {
  title: 'Preaprobaciones/Formulario de edición',
  component: PreapprovalEditForm,
  args: {
    current: 'pending',
    description: 'Solicitud recibida, falta revisar documentos.',
    onSubmit,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PreapprovalEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const InReview: Story = {
  args: { current: 'in_review', description: 'En evaluación por el banco.' },
};
/** An approved one may only go back to review (the bank withdrew its answer). */
export const Approved: Story = {
  args: { current: 'approved', description: 'Crédito preaprobado por el banco.' },
};
export const Rejected: Story = {
  args: { current: 'rejected', description: 'Renta insuficiente para el dividendo.' },
};
/** No description: the Spanish error under the field. */
export const Invalid: Story = { args: { description: '', validateOnMount: true } };
export const Busy: Story = { args: { saving: true } };
export const ServerError: Story = {
  args: {
    error:
      'Una preaprobación en estado «Pendiente» no puede pasar a «Pendiente». Puede pasar a «En revisión», «Aprobada», «Rechazada».',
  },
};
/** The server refused the file's content: its message goes under the field. */
export const FileRefused: Story = {
  args: { fieldErrors: { file: 'El archivo no es un PDF válido.' } },
};
