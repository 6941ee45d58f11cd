import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PaymentsCard } from './payments-card';
import { paidPayment } from './sales-record.fixtures';

const meta = {
  title: 'Componentes/Registro de venta/Pagos',
  component: PaymentsCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** los pagos que informó la pasarela para un registro de venta, en su tarjeta, con «Verificar con Flow» para los roles que pueden pedirlo y, si hace falta, el valor de la UF usado.',
          '**No lo uses para** una lista de pagos suelta fuera de una página de registro de venta (usa `PaymentsList`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    title: 'Pagos informados por la pasarela',
    payments: [paidPayment],
    ufValue: 38_912.45,
    emptyText: 'La pasarela aún no informa pagos de esta reserva.',
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPayments: Story = {};
/** The UF value the record used, written above the payments. */
export const WithUfValue: Story = { args: { title: 'Pagos', showUfValue: true } };
export const Empty: Story = { args: { payments: [] } };
/** An Admin sees «Verificar con Flow» above the payments. */
export const WithFlowCheck: Story = {
  args: {
    onVerifyWithFlow: () =>
      Promise.resolve({
        tone: 'success' as const,
        title: 'Flow informa: pagada.',
        details: ['La orden quedó «Aprobada».'],
      }),
  },
};
