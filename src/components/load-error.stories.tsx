import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { LoadError } from './load-error';

const onRetry: () => void = fn();

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** una lista o sección que no pudo cargar: el mensaje en español del servidor y «Reintentar».',
          '**No lo uses para** errores de un formulario (usa `FormAlert`) ni listas vacías sin error (la tabla ya muestra su texto vacío).',
        ].join('\n\n'),
      },
    },
  },
  args: { message: 'No se pudo conectar con el servidor. Revisa tu conexión.', onRetry },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
/** Nothing to retry: the message only. */
export const MessageOnly: Story = { args: { onRetry: undefined } };
