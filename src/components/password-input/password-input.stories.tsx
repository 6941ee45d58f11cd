import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Field } from '@chakra-ui/react';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** cualquier campo de contraseña (ingreso, restablecer, perfil, usuario): el botón mostrar/ocultar es un botón real con `aria-pressed`.',
          '**No lo uses para** códigos o datos que no son secretos.',
        ].join('\n\n'),
      },
    },
  },
  args: { defaultValue: 'Andes2025', autoComplete: 'new-password' },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        <Field.Root>
          <Field.Label>Contraseña</Field.Label>
          <Story />
        </Field.Root>
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Empty: Story = { args: { defaultValue: '' } };

export const Disabled: Story = { args: { disabled: true } };
