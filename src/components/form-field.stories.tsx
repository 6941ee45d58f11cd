import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Input } from '@chakra-ui/react';
import { FormField } from './form-field';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un control de formulario con su etiqueta, su ayuda y su error en español justo debajo, marcado como obligatorio cuando lo es.',
          '**No lo uses para** filtros de una lista (usa `FilterSelect`, `SearchInput` o `DateRangeFields`) ni el error general del formulario (usa `FormAlert`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    label: 'Nombre',
    required: true,
    helper: 'Como aparece en el sitio público.',
    children: <Input defaultValue="Inmobiliaria Andes" />,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelper: Story = {};

export const WithError: Story = {
  args: { error: 'Ingresa el nombre.', children: <Input defaultValue="" /> },
};

export const Disabled: Story = { args: { disabled: true } };
