import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { bookingRequestStatus } from '../../shared/sales-status';
import { HistoryCard } from './history-card';
import { PaymentsCard } from './payments-card';
import { PersonCard } from './person-card';
import { RecordStatusBar } from './record-status-bar';
import {
  SalesRecordDetailsFrame,
  type SalesRecordDetailsFrameProps,
} from './sales-record-details-frame';
import { camila, paidPayment, statusAudit } from './sales-record.fixtures';

const onRetry: NonNullable<SalesRecordDetailsFrameProps['onRetry']> = fn();
const onChange = fn(() => Promise.resolve());

const meta = {
  title: 'Componentes/Registro de venta/Detalle',
  component: SalesRecordDetailsFrame,
  tags: ['autodocs'],
  args: {
    title: 'Solicitud de reserva N° 1842',
    description: 'Parque Los Aromos · 13-03-2025',
    back: { href: '/bookings-requests', label: 'Volver a solicitudes' },
    loading: false,
    loadingLabel: 'Cargando solicitud de reserva',
    error: null,
    onRetry,
    // A details page built from the kit's pieces, as the features build theirs.
    children: (
      <Stack gap="5">
        <RecordStatusBar
          label="Estado de la solicitud"
          table={bookingRequestStatus}
          current="pending"
          recordLabel="Solicitud de reserva N° 1842 · Camila Andrea Rojas Soto"
          onChange={onChange}
        />
        <PersonCard title="Contacto" person={camila} />
        <PaymentsCard
          title="Pagos informados por la pasarela"
          payments={[paidPayment]}
          ufValue={38_912.45}
          emptyText="La pasarela aún no informa pagos de esta reserva."
        />
        <HistoryCard entries={[statusAudit]} table={bookingRequestStatus} />
      </Stack>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el marco de cada página de detalle de un registro de venta: el título con la vuelta atrás y luego el registro, la forma de un detalle mientras carga o el error con «Reintentar».',
          '**No lo uses para** páginas de detalle que no son de venta (usa `PageHeader`, `PageSkeleton` y `LoadError` por separado).',
        ].join('\n\n'),
      },
    },
    route: '/bookings-requests/1842/details',
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SalesRecordDetailsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = {
  args: { title: 'Detalle de solicitud', description: undefined, loading: true, children: null },
};
export const Failed: Story = {
  args: {
    title: 'Detalle de solicitud',
    description: undefined,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    children: null,
  },
};
