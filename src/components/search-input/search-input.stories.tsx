import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Box, Text } from '@chakra-ui/react';
import { SearchInput, type SearchInputProps } from './search-input';

const onChange: SearchInputProps['onChange'] = fn();

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la búsqueda de una lista: guarda lo que se escribe y avisa a la lista un momento después de la última tecla (Enter avisa al tiro), así la URL no suma una entrada por tecla.',
          '**No lo uses para** campos de texto de un formulario (usa `FormField` con un `Input`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    onChange,
    value: '',
    label: 'Buscar usuarios',
    placeholder: 'Buscar por nombre, apellido o correo',
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: { value: 'camila.rojas@inmobiliariaandes.cl' },
};

/** Controlled by a parent that echoes what it receives, as a list with the search in its URL does. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <SearchInput
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <Text mt="3" fontSize="sm" color="fg.muted" data-testid="applied">
          Búsqueda aplicada: {value || '—'}
        </Text>
      </>
    );
  },
};
