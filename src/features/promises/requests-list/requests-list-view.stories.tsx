import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { WithExportEnvironment } from '../../../components/export-job/export-job.story-kit';
import type { SalesRecordListProps } from '../../../components/sales-record/sales-record-list-frame';
import { GraphQLRequestError, NetworkError, errorMessage } from '../../../lib/network/errors';
import {
  LONG_PROMISE_REQUEST_ROW,
  PROJECT_OPTIONS,
  PROMISE_REQUEST_ROWS,
  listPage,
} from '../promises.fixtures';
import type { PromiseRequestRow, PromiseRequestsPage } from '../promises.types';
import { PromiseRequestsView } from './requests-list-view';

// «Solicitud de Promesas» in every state, as its page draws it.
type Props = SalesRecordListProps<PromiseRequestsPage>;
// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onFilterChange: Props['onFilterChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
// The export button's machine runs over a fake environment: the request never answers.
const requestExport: NonNullable<Props['requestExport']> = fn(
  () => new Promise<never>(() => undefined),
);
const noFilters: Props['filters'] = { project: '', status: '', q: '', expiring: '', page: 1 };

const meta = {
  title: 'Promesas/Solicitud de Promesas',
  component: PromiseRequestsView,
  args: {
    page: listPage(PROMISE_REQUEST_ROWS),
    loading: false,
    error: null,
    filters: noFilters,
    projects: PROJECT_OPTIONS,
    onFilterChange,
    onPageChange,
    onRetry,
    requestExport,
  },
  parameters: { route: '/promises-requests' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
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
    filters: { ...noFilters, project: '11', status: 'signed', q: '16543210k' },
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
