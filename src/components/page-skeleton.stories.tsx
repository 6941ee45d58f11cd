import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PageSkeleton } from './page-skeleton';

const meta = {
  title: 'Components/PageSkeleton',
  component: PageSkeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la forma de una página de detalle o de edición mientras cargan sus datos, bajo el encabezado ya dibujado, para que la página no salte al llegar los datos.',
          '**No lo uses para** listas (la tabla tiene sus filas esqueleto) ni cambios de sección (usa `LoadingOverlay`).',
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Cargando cotización', variant: 'details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A details page (quotation, booking, promise, pre-approval, unit) while it loads. */
export const Details: Story = {};
/** An edit page (project, agency, news, user) while its record and choices load. */
export const Form: Story = { args: { label: 'Cargando proyecto', variant: 'form' } };
