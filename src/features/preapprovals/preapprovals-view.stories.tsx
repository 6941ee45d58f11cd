import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import { GraphQLRequestError, NetworkError, errorMessage } from '../../lib/network/errors';
import {
  LONG_PREAPPROVAL_ROW,
  PREAPPROVAL_ROWS,
  PROJECT_OPTIONS,
  preapprovalsPage,
} from './preapprovals.fixtures';
import { PreapprovalsView, type PreapprovalsViewProps } from './preapprovals-view';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onFilterChange: PreapprovalsViewProps['onFilterChange'] = fn();
const onPageChange: PreapprovalsViewProps['onPageChange'] = fn();
const onRetry: NonNullable<PreapprovalsViewProps['onRetry']> = fn();
// The export button's machine runs over a fake environment: the request never answers.
const requestExport: NonNullable<PreapprovalsViewProps['requestExport']> = fn(
  () => new Promise<never>(() => undefined),
);

const meta = {
  title: 'Preaprobaciones/Listado',
  component: PreapprovalsView,
  args: {
    page: preapprovalsPage(PREAPPROVAL_ROWS),
    loading: false,
    error: null,
    filters: { project: '', status: '', q: '', expiring: '', page: 1 },
    projects: PROJECT_OPTIONS,
    canOpen: true,
    onFilterChange,
    onPageChange,
    onRetry,
    requestExport,
  },
  parameters: { route: '/preapprovals' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof PreapprovalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** One pre-approval in each status of the table. */
export const EveryStatus: Story = {};
/** What an agency role sees: the list and the export, no details (spec §6). */
export const AgencyRole: Story = { args: { canOpen: false } };
/** A role the policy does not let export. */
export const WithoutExport: Story = { args: { requestExport: undefined } };
export const Empty: Story = { args: { page: preapprovalsPage([]) } };
export const NoMatches: Story = {
  args: {
    page: preapprovalsPage([]),
    filters: { project: '12', status: 'approved', q: '16.543.210-K', expiring: '', page: 1 },
  },
};
export const LongNames: Story = {
  args: { page: preapprovalsPage([LONG_PREAPPROVAL_ROW, ...PREAPPROVAL_ROWS.slice(0, 2)]) },
};
/** Page 3 of 57, the next page on its way. */
export const ManyPagesLoadingNext: Story = {
  args: { page: preapprovalsPage(PREAPPROVAL_ROWS, 3, 850), loading: true },
};
export const Failed: Story = {
  args: { page: null, error: errorMessage(new NetworkError(new TypeError('Failed to fetch'))) },
};
export const FailedRefresh: Story = {
  args: {
    error: errorMessage(
      new GraphQLRequestError(
        [{ message: 'Ocurrió un error inesperado. Intenta nuevamente.' }],
        'Preapprovals',
      ),
    ),
  },
};
