import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { bookingRequestStatus } from '../../shared/sales-status';
import { HistoryCard } from './history-card';
import { statusAudit } from './sales-record.fixtures';

const meta = {
  title: 'Componentes/Registro de venta/Historial',
  component: HistoryCard<string>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la historia de un registro de venta en su tarjeta: los códigos de estado como las etiquetas en español de su tabla y los campos que escribe el flujo de venta con su nombre.',
          '**No lo uses para** la auditoría de registros que no son de venta (usa `AuditTimeline` o `AuditPageBody`).',
        ].join('\n\n'),
      },
    },
  },
  args: { entries: [statusAudit], table: bookingRequestStatus },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HistoryCard<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status change: the codes read as the table's labels, the fields in Spanish. */
export const WithChanges: Story = {};
export const Empty: Story = { args: { entries: [] } };
