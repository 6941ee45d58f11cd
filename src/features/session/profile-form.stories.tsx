import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ProfileForm, type ProfileFormProps } from './profile-form';

// Typed as the prop, so tests can pass their own spy in place of the Storybook action.
const onSubmit: ProfileFormProps['onSubmit'] = fn();

const meta = {
  title: 'Sesión/Mi perfil',
  component: ProfileForm,
  args: {
    onSubmit,
    email: 'camila.rojas@inmobiliariaandes.cl',
    defaultValues: { name: 'Camila', last_name: 'Rojas Soto' },
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Errors: Story = {
  args: {
    defaultValues: { name: '', last_name: 'Rojas Soto' },
    initialValues: { password: 'Andes2025', password_confirmation: 'Andes2024' },
    validateOnMount: true,
  },
};

export const ServerErrors: Story = {
  args: {
    fieldErrors: {
      password: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    },
    error: null,
  },
};

export const ServerFailure: Story = {
  args: {
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};

export const LongNames: Story = {
  args: {
    defaultValues: {
      name: 'María de los Ángeles Josefina',
      last_name: 'Fernández-Larraín de la Fuente Undurraga',
    },
  },
};

export const Saving: Story = {
  args: { saving: true },
};
