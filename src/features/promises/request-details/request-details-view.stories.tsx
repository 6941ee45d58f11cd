import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError, errorMessage } from '../../../lib/network/errors';
import {
  BARE_PROMISE_REQUEST,
  LONG_PROMISE_REQUEST,
  PROMISE_REQUEST_DETAIL,
  promiseRequestIn,
} from '../promise-details.fixtures';
import {
  PromiseRequestDetailsView,
  type PromiseRequestDetailsViewProps,
} from './request-details-view';

type Change = NonNullable<PromiseRequestDetailsViewProps['onChangeStatus']>;
const onChangeStatus: Change = fn(() => Promise.resolve());
/** What the server answers when the unit's booking is not paid yet (the message it sends). */
const refused: Change = fn(() =>
  Promise.reject(
    new Error(
      'La Casa 20 no tiene una reserva pagada: la promesa no puede pasar a «Pagada» hasta que se pague la reserva.',
    ),
  ),
);
const onRetry: NonNullable<PromiseRequestDetailsViewProps['onRetry']> = fn();

const meta = {
  title: 'Promesas/Detalle de solicitud',
  component: PromiseRequestDetailsView,
  args: { request: PROMISE_REQUEST_DETAIL, loading: false, error: null, onChangeStatus, onRetry },
  parameters: { route: '/promises-requests/60/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PromiseRequestDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { request: null, loading: true } };
export const Pending: Story = { args: { request: promiseRequestIn('pending') } };
export const Paid: Story = {};
export const Signed: Story = { args: { request: promiseRequestIn('signed') } };
export const Cancelled: Story = { args: { request: promiseRequestIn('cancelled') } };
export const Rejected: Story = { args: { request: promiseRequestIn('rejected') } };
/** Unpaid: no payments, no order, no history, only the home quoted. */
export const Bare: Story = { args: { request: BARE_PROMISE_REQUEST } };
export const LongNames: Story = { args: { request: LONG_PROMISE_REQUEST } };
/** A role the policy does not let change the status. */
export const ReadOnly: Story = { args: { onChangeStatus: undefined } };
/** The server refuses the change: the dialog keeps its Spanish reason in view. */
export const ChangeRefused: Story = {
  args: { request: promiseRequestIn('pending'), onChangeStatus: refused },
};
export const Failed: Story = {
  args: { request: null, error: errorMessage(new NetworkError(new TypeError('Failed to fetch'))) },
};
