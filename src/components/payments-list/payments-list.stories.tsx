import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentFieldsFragment } from '../../../graphql/generated/client/graphql';
import { PaymentsList } from './payments-list';

// A paid Webpay payment after a rejected transfer, as the gateway reports them for a booking of
// $250.000 at a UF of $38.912,45.
const paid: PaymentFieldsFragment = {
  id: '5521',
  status: 'paid',
  transaction_amount: 250_000,
  amount: 250_000,
  balance: 243_125,
  taxes: 1_306,
  fee: 6_875,
  currency: 'CLP',
  conversion_rate: 1,
  conversion_date: '2025-03-17',
  transfer_date: '2025-03-19',
  media: 'Webpay',
  payer: 'Camila Rojas Fuentes',
  email: 'camila.rojas@gmail.com',
  commerce_order: 'RES-2025-00412',
  order: '118223344',
  review_reason: null,
  token: 'tbk_01J8Z3K6W2',
  date: '2025-03-17T15:42:00.000Z',
  created_at: '2025-03-17T15:42:03.000Z',
};
const rejected: PaymentFieldsFragment = {
  ...paid,
  id: '5519',
  status: 'rejected',
  media: 'Transferencia',
  balance: null,
  taxes: null,
  fee: null,
  transfer_date: null,
  date: '2025-03-16',
};

const meta = {
  title: 'Components/PaymentsList',
  component: PaymentsList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** cada intento de pago de una venta con todo lo que informó la pasarela: montos en pesos, su valor en UF y fechas a la chilena; un campo no informado se lee «—».',
          '**No lo uses para** mostrar pagos en una página de registro de venta (usa la tarjeta «Pagos», que la envuelve y agrega «Verificar con Flow»).',
        ].join('\n\n'),
      },
    },
  },
  args: { payments: [paid, rejected], ufValue: 38_912.45 },
} satisfies Meta<typeof PaymentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAttempts: Story = {};
export const WithoutUfValue: Story = { args: { ufValue: null } };
export const Empty: Story = {
  args: { payments: [], emptyText: 'La pasarela aún no informa pagos de esta reserva.' },
};
/** Flow reported another amount: the payment stays pending and is held for review. */
export const HeldForReview: Story = {
  args: { payments: [{ ...paid, status: 'pending', review_reason: 'amount' }] },
};
