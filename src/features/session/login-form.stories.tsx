import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthCard } from './auth-card';
import { LoginForm, type LoginFormProps } from './login-form';

// Typed as the prop, so tests can pass their own spy in place of the Storybook action.
const onSubmit: LoginFormProps['onSubmit'] = fn();

const meta = {
  title: 'Sesión/Formulario de ingreso',
  component: LoginForm,
  args: { onSubmit },
  decorators: [
    (Story) => (
      <AuthCard title="Iniciar sesión" description="Ingresa con tu correo y contraseña.">
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  args: { defaultValues: { email: 'camila.rojas@', password: '' }, validateOnMount: true },
};

export const WrongPassword: Story = {
  args: {
    defaultValues: { email: 'camila.rojas@inmobiliariaandes.cl', password: 'Andes2024' },
    failure: {
      kind: 'wrongCredentials',
      message: 'Las credenciales ingresadas son incorrectas.',
      retryAfterSeconds: null,
    },
  },
};

export const Throttled: Story = {
  args: {
    defaultValues: { email: 'camila.rojas@inmobiliariaandes.cl' },
    failure: {
      kind: 'throttled',
      message: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
      retryAfterSeconds: 60,
    },
  },
};

export const NetworkError: Story = {
  args: {
    failure: {
      kind: 'network',
      message: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
      retryAfterSeconds: null,
    },
  },
};

export const Loading: Story = {
  args: {
    busy: true,
    defaultValues: { email: 'camila.rojas@inmobiliariaandes.cl', password: 'Andes2025' },
  },
};
