import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PersonCard } from './person-card';
import { camila, longPerson } from './sales-record.fixtures';

const meta = {
  title: 'Componentes/Registro de venta/Persona',
  component: PersonCard,
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
