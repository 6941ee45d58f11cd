import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { BookingOrderDetailsView, type BookingOrderDetailsViewProps } from './order-details-view';
import { bookingOrderDetailsFixture } from '../bookings.fixtures';

type Props = BookingOrderDetailsViewProps;
const onChangeStatus: Props['onChangeStatus'] = fn(() => Promise.resolve());
const onRetry: NonNullable<Props['onRetry']> = fn();

const meta = {
  title: 'Reservas/Pagos/Detalle',
  component: BookingOrderDetailsView,
  args: {
    order: bookingOrderDetailsFixture,
    loading: false,
    error: null,
    onRetry,
    onChangeStatus,
  },
  parameters: { route: '/bookings-orders/976/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BookingOrderDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved: $250.000 at UF $38.912,45, the gateway reference and the payment. */
export const Approved: Story = {};

/** Waiting for the gateway: nothing paid nor reported yet. */
export const Pending: Story = {
  args: {
    order: {
      ...bookingOrderDetailsFixture,
      status: 'pending',
      amount_paid: null,
      uf_value: null,
      datetime_transaction: null,
      gateway_reference: null,
      signature: null,
      audits: [],
      bookingrequest: bookingOrderDetailsFixture.bookingrequest && {
        ...bookingOrderDetailsFixture.bookingrequest,
        status: 'pending',
        payments: [],
      },
    },
  },
};

export const Rejected: Story = {
  args: { order: { ...bookingOrderDetailsFixture, status: 'rejected' } },
};

/** Final: the money went back to the customer. */
export const Refunded: Story = {
  args: { order: { ...bookingOrderDetailsFixture, status: 'refunded' } },
};

export const ReadOnly: Story = { args: { onChangeStatus: undefined } };

/** An Admin (or the agency's admin) sees «Verificar con Flow» over the payments. */
export const WithFlowCheck: Story = {
  args: {
    ...Pending.args,
    onVerifyWithFlow: fn(() =>
      Promise.resolve({
        tone: 'success' as const,
        title: 'Flow informa: pagada.',
        details: [
          'Pago N° 5521: pagado.',
          'Solicitud de reserva N° 412: Pagada.',
          'Orden de pago de reserva N° 976: Aprobada.',
        ],
      }),
    ),
  },
};

export const Loading: Story = { args: { order: null, loading: true } };

export const Failed: Story = {
  args: {
    order: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = {
  args: {
    order: {
      ...bookingOrderDetailsFixture,
      bookingrequest: bookingOrderDetailsFixture.bookingrequest && {
        ...bookingOrderDetailsFixture.bookingrequest,
        project: {
          id: '7',
          name: 'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C',
        },
        contact: {
          name: 'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
          rut: '15.987.123-1',
          email: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
          phone: '+56 9 4433 2211',
        },
      },
    },
  },
};
