import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PersonCard } from './person-card';
import { camila, longPerson } from './sales-record.fixtures';

const meta = {
  title: 'Componentes/Registro de venta/Persona',
  component: PersonCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la persona de un registro de venta en una tarjeta de detalle: nombre, RUT y sus formas de contacto como enlaces; cada módulo puede agregar sus propios campos.',
          '**No lo uses para** la persona en una fila de lista (usa la celda de persona) ni datos de un usuario del back office.',
        ].join('\n\n'),
      },
    },
  },
  args: { title: 'Contacto', person: camila },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
/** Only the name: every other field says it is missing. */
export const NameOnly: Story = {
  args: { person: { name: 'Ignacio Fuentes Araya', rut: null, email: null, phone: null } },
};
export const Missing: Story = { args: { person: null } };
/** A feature's own field below the shared ones. */
export const WithExtraField: Story = {
  args: { title: 'Cliente', extraFields: [{ label: 'Estado del cliente', value: 'Activo' }] },
};
export const LongNames: Story = { args: { person: longPerson } };
