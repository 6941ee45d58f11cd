import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el encabezado de cada página: título, descripción, migas de pan y acciones a la derecha.',
          '**No lo uses para** títulos de secciones dentro de una página (usa el título de la tarjeta) ni diálogos.',
        ].join('\n\n'),
      },
    },
  },
  args: { title: 'Usuarios' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithEverything: Story = {
  args: {
    title: 'Proyectos',
    description: 'Proyectos inmobiliarios de tus inmobiliarias.',
    breadcrumbs: (
      <Text fontSize="sm" color="fg.muted">
        Inicio · Proyectos
      </Text>
    ),
    actions: (
      <>
        <Button variant="outline">Exportar</Button>
        <Button>Crear proyecto</Button>
      </>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Auditoría de cambios del proyecto Condominio Parque Los Aromos de Puente Alto, etapa II',
    actions: <Button>Volver</Button>,
  },
};
