import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Text } from '@chakra-ui/react';
import { DetailsCard } from './details-card';

const meta = {
  title: 'Components/DetailsCard',
  component: DetailsCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** una sección titulada de una página de detalle: pares etiqueta–valor (una lista de descripción, que los lectores de pantalla leen con su etiqueta), acciones arriba y contenido libre debajo. Un valor vacío se lee «—».',
          '**No lo uses para** editar datos (usa `FormField` dentro de un formulario) ni listas de muchas filas (usa `DataTable`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    title: 'Cliente',
    fields: [
      { label: 'Nombre', value: 'Camila Andrea Rojas Soto' },
      { label: 'RUT', value: '16.543.287-8' },
      { label: 'Correo', value: 'camila.rojas@gmail.com' },
      { label: 'Teléfono', value: '+56 9 8765 4321' },
      { label: 'Comuna', value: null },
    ],
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A missing commune reads '—'. */
export const Fields: Story = {};

export const WithActionsAndContent: Story = {
  args: {
    title: 'Reserva',
    fields: [{ label: 'Monto pagado', value: '$250.000' }],
    actions: (
      <Button size="xs" variant="outline">
        Ver solicitud
      </Button>
    ),
    children: <Text color="fg.muted">Pagada con Webpay el 14-03-2025.</Text>,
  },
};

export const LongValues: Story = {
  args: {
    fields: [
      {
        label: 'Nombre',
        value: 'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
      },
      {
        label: 'Correo',
        value: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
      },
    ],
  },
};
