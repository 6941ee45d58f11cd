import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLRequestError, NetworkError, errorMessage } from '../../../lib/network/errors';
import {
  LONG_PROMISE_REQUEST_ROW,
  PROJECT_OPTIONS,
  PROMISE_REQUEST_ROWS,
  listPage,
} from '../promises.fixtures';
import type { PromiseRequestRow } from '../promises.types';
import { PromiseRequestsView } from './requests-list-view';
import {
  NO_FILTERS_PAGE_1,
  inListFrame,
  listStoryArgs,
} from '../../../components/sales-record/sales-record.story-kit';

// «Solicitud de Promesas» in every state, as its page draws it.
const meta = {
  title: 'Promesas/Solicitud de Promesas',
  component: PromiseRequestsView,
  args: {
    ...listStoryArgs,
    page: listPage(PROMISE_REQUEST_ROWS),
    projects: PROJECT_OPTIONS,
  },
  parameters: { route: '/promises-requests' },
  decorators: [inListFrame],
} satisfies Meta<typeof PromiseRequestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** One request in each status of the table. */
export const EveryStatus: Story = {};
export const Empty: Story = { args: { page: listPage<PromiseRequestRow>([]) } };
export const NoMatches: Story = {
  args: {
    page: listPage<PromiseRequestRow>([]),
    filters: { ...NO_FILTERS_PAGE_1, project: '11', status: 'signed', q: '16543210k' },
  },
};
export const LongNames: Story = {
  args: { page: listPage([LONG_PROMISE_REQUEST_ROW, ...PROMISE_REQUEST_ROWS.slice(0, 2)]) },
};
/** Page 2 of 40, the next page on its way. */
export const ManyPagesLoadingNext: Story = {
  args: { page: listPage(PROMISE_REQUEST_ROWS, 2, 600), loading: true },
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
        'PromiseRequests',
      ),
    ),
  },
};
