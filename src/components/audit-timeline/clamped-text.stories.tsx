import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { ClampedText } from './clamped-text';

const meta = {
  title: 'Components/ClampedText',
  component: ClampedText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un valor largo de la auditoría o de una celda (una descripción, una lista de permisos): muestra tres líneas y «Ver más», para que un campo no empuje el resto fuera de la pantalla.',
          '**No lo uses para** textos cortos ni contenido con formato (párrafos, listas).',
        ].join('\n\n'),
      },
    },
  },
  args: { text: 'Departamento de esquina con vista a la cordillera.' },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClampedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short enough: shown whole, no toggle. */
export const Short: Story = {};

export const Long: Story = {
  args: {
    text: [
      'Ver proyectos, Crear proyectos, Editar proyectos, Eliminar proyectos, Ver unidades,',
      'Crear unidades, Editar unidades, Importar unidades, Exportar unidades, Ver cotizaciones,',
      'Exportar cotizaciones, Ver reservas, Cambiar estado de reservas, Ver promesas,',
      'Cambiar estado de promesas, Ver preaprobaciones, Editar preaprobaciones, Ver usuarios.',
    ].join(' '),
  },
};
