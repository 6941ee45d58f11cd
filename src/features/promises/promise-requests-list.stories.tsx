import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import { GraphQLRequestError, NetworkError } from '../../lib/network/errors';
import { REQUESTS_TEXT, REQUEST_COLUMNS, REQUEST_STATUS_OPTIONS } from './promise-lists';
import {
  LONG_PROMISE_REQUEST_ROW,
  PROJECT_OPTIONS,
  PROMISE_REQUEST_ROWS,
  listPage,
} from './promises.fixtures';
import { PromisesListView, type PromisesListViewProps } from './promises-list-view';
import type { PromiseRequestRow } from './promises.types';

// «Solicitud de Promesas» in every state; the page (promise-requests-page.tsx) gives it the same
// words, columns and statuses.
const RequestsList = PromisesListView<PromiseRequestRow>;
type Props = PromisesListViewProps<PromiseRequestRow>;
// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onFilterChange: Props['onFilterChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
// The export button's machine runs over a fake environment: the request never answers.
const requestExport: NonNullable<Props['requestExport']> = fn(
  () => new Promise<never>(() => undefined),
);

const meta = {
  title: 'Promesas/Solicitud de Promesas',
  component: RequestsList,
  args: {
    text: REQUESTS_TEXT,
    columns: REQUEST_COLUMNS,
    statuses: REQUEST_STATUS_OPTIONS,
    page: listPage(PROMISE_REQUEST_ROWS),
    loading: false,
    filters: { project: '', status: '', search: '' },
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
} satisfies Meta<typeof RequestsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** One request in each status of the table. */
export const EveryStatus: Story = {};
export const Empty: Story = { args: { page: listPage<PromiseRequestRow>([]) } };
export const NoMatches: Story = {
  args: {
    page: listPage<PromiseRequestRow>([]),
    filters: { project: '11', status: 'signed', search: '16543210k' },
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
  args: { page: null, error: new NetworkError(new TypeError('Failed to fetch')) },
};
export const FailedRefresh: Story = {
  args: {
    error: new GraphQLRequestError(
      [{ message: 'Ocurrió un error inesperado. Intenta nuevamente.' }],
      'PromiseRequests',
    ),
  },
};
