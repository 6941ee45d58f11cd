import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLRequestError, NetworkError, errorMessage } from '../../lib/network/errors';
import {
  LONG_PREAPPROVAL_ROW,
  PREAPPROVAL_ROWS,
  PROJECT_OPTIONS,
  preapprovalsPage,
} from './preapprovals.fixtures';
import { PreapprovalsView } from './preapprovals-view';
import { inListFrame, listStoryArgs } from '../../components/sales-record/sales-record.story-kit';

const meta = {
  title: 'Preaprobaciones/Listado',
  component: PreapprovalsView,
  args: {
    ...listStoryArgs,
    page: preapprovalsPage(PREAPPROVAL_ROWS),
    projects: PROJECT_OPTIONS,
    canOpen: true,
  },
  parameters: { route: '/preapprovals' },
  decorators: [inListFrame],
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
