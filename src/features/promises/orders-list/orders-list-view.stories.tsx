import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLRequestError, NetworkError, errorMessage } from '../../../lib/network/errors';
import {
  LONG_PROMISE_ORDER_ROW,
  PROJECT_OPTIONS,
  PROMISE_ORDER_ROWS,
  listPage,
} from '../promises.fixtures';
import type { PromiseOrderRow } from '../promises.types';
import { PromiseOrdersView } from './orders-list-view';
import {
  NO_FILTERS_PAGE_1,
  inListFrame,
  listStoryArgs,
} from '../../../components/sales-record/sales-record.story-kit';

// «Pagos de Promesas» in every state, as its page draws it.
const meta = {
  title: 'Promesas/Pagos de Promesas',
  component: PromiseOrdersView,
  args: {
    ...listStoryArgs,
    page: listPage(PROMISE_ORDER_ROWS),
    projects: PROJECT_OPTIONS,
  },
  parameters: { route: '/promises-orders' },
  decorators: [inListFrame],
} satisfies Meta<typeof PromiseOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** One order in each status of the table. */
export const EveryStatus: Story = {};
export const Empty: Story = { args: { page: listPage<PromiseOrderRow>([]) } };
export const NoMatches: Story = {
  args: {
    page: listPage<PromiseOrderRow>([]),
    filters: { ...NO_FILTERS_PAGE_1, project: '11', status: 'refunded', q: '16543210k' },
  },
};
export const LongNames: Story = {
  args: { page: listPage([LONG_PROMISE_ORDER_ROW, ...PROMISE_ORDER_ROWS.slice(0, 2)]) },
};
/** Page 2 of 40, the next page on its way. */
export const ManyPagesLoadingNext: Story = {
  args: { page: listPage(PROMISE_ORDER_ROWS, 2, 600), loading: true },
};
/** A role the policy does not let export. */
export const WithoutExport: Story = { args: { requestExport: undefined } };
export const Failed: Story = {
  args: { page: null, error: errorMessage(new NetworkError(new TypeError('Failed to fetch'))) },
};
export const FailedRefresh: Story = {
  args: {
    error: errorMessage(
      new GraphQLRequestError(
        [{ message: 'Ocurrió un error inesperado. Intenta nuevamente.' }],
        'PromiseOrders',
      ),
    ),
  },
};
