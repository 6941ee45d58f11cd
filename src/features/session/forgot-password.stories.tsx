import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password';

// Typed as the prop, so tests can pass their own spy in place of the Storybook action.
const onSubmit: ForgotPasswordFormProps['onSubmit'] = fn();

const meta = {
  title: 'Sesión/Recuperar contraseña',
  component: ForgotPasswordForm,
  args: { onSubmit },
  decorators: [
    (Story) => (
      <AuthCard
        title="¿Olvidaste tu contraseña?"
        description="Escribe tu correo y te enviaremos un enlace para crear una nueva."
      >
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  args: { defaultValues: { email: 'matias.fuentes@' }, validateOnMount: true },
};

export const Sending: Story = {
  args: { status: 'submitting', defaultValues: { email: 'matias.fuentes@constructorasur.cl' } },
};

export const Sent: Story = {
  args: { status: 'done' },
};

export const Failed: Story = {
  args: {
    defaultValues: { email: 'matias.fuentes@constructorasur.cl' },
    error:
      'La recuperación de contraseña aún no está disponible. Inténtalo más tarde o contacta a un administrador.',
  },
};
