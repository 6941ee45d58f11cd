import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError, errorMessage } from '../../../lib/network/errors';
import { LONG_PERSON, customerOf } from '../promises.fixtures';
import { PROMISE_ORDER_DETAIL, promiseOrderIn } from '../promise-details.fixtures';
import { PromiseOrderDetailsView, type PromiseOrderDetailsViewProps } from './order-details-view';
import type { PromiseOrderDetail } from '../promises.types';

type Change = NonNullable<PromiseOrderDetailsViewProps['onChangeStatus']>;
const onChangeStatus: Change = fn(() => Promise.resolve());
const onRetry: NonNullable<PromiseOrderDetailsViewProps['onRetry']> = fn();

const request = PROMISE_ORDER_DETAIL.promiserequest;
const withRequest = (patch: Partial<NonNullable<PromiseOrderDetail['promiserequest']>>) =>
  request
    ? { ...PROMISE_ORDER_DETAIL, promiserequest: { ...request, ...patch } }
    : PROMISE_ORDER_DETAIL;

const meta = {
  title: 'Promesas/Detalle de pago',
  component: PromiseOrderDetailsView,
  args: { order: PROMISE_ORDER_DETAIL, loading: false, error: null, onChangeStatus, onRetry },
  parameters: { route: '/promises-orders/80/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PromiseOrderDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { order: null, loading: true } };
export const Pending: Story = { args: { order: promiseOrderIn('pending') } };
export const Approved: Story = {};
export const Rejected: Story = { args: { order: promiseOrderIn('rejected') } };
export const Refunded: Story = { args: { order: promiseOrderIn('refunded') } };
export const NoPayments: Story = { args: { order: withRequest({ payments: [] }) } };
export const LongNames: Story = {
  args: {
    order: withRequest({
      quotation: request?.quotation
        ? { ...request.quotation, customer: customerOf(LONG_PERSON) }
        : null,
    }),
  },
};
/** A role the policy does not let change the status. */
export const ReadOnly: Story = { args: { onChangeStatus: undefined } };
/** An Admin (or the agency's admin) sees «Verificar con Flow» over the payments. */
export const WithFlowCheck: Story = {
  args: {
    order: promiseOrderIn('pending'),
    onVerifyWithFlow: () =>
      Promise.resolve({
        tone: 'warning' as const,
        title: 'Flow informa: pagada.',
        details: ['El monto que informa Flow no coincide con el de la orden.'],
      }),
  },
};
export const Failed: Story = {
  args: { order: null, error: errorMessage(new NetworkError(new TypeError('Failed to fetch'))) },
};
