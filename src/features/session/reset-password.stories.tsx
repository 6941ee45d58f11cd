import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthCard } from './auth-card';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password';

// Typed as the prop, so tests can pass their own spy in place of the Storybook action.
const onSubmit: ResetPasswordFormProps['onSubmit'] = fn();

const meta = {
  title: 'Sesión/Restablecer contraseña',
  component: ResetPasswordForm,
  args: { onSubmit, email: 'javiera.munoz@inmobiliariaandes.cl' },
  decorators: [
    (Story) => (
      <AuthCard
        title="Restablecer contraseña"
        description="Elige una nueva contraseña para tu cuenta."
      >
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Mismatch: Story = {
  args: {
    defaultValues: { password: 'Temuco2025', password_confirmation: 'Temuco2024' },
    validateOnMount: true,
  },
};

export const WeakPassword: Story = {
  args: {
    defaultValues: { password: 'temuco', password_confirmation: 'temuco' },
    validateOnMount: true,
  },
};

export const Saving: Story = {
  args: {
    status: 'submitting',
    defaultValues: { password: 'Temuco2025', password_confirmation: 'Temuco2025' },
  },
};

export const Done: Story = {
  args: { status: 'done' },
};

export const ExpiredLink: Story = {
  args: { error: 'El enlace para restablecer la contraseña expiró. Solicita uno nuevo.' },
};
