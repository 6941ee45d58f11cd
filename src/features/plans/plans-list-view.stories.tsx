import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError } from '../../lib/network/errors';
import { AGENCY_OPTIONS, PLAN_PROJECTS, planProjectsPage } from './plans.fixtures';
import { PlansListView, type PlansListViewProps } from './plans-list-view';

const onAgencyChange: PlansListViewProps['onAgencyChange'] = fn();
const onPageChange: PlansListViewProps['onPageChange'] = fn();
const onChangeStart: PlansListViewProps['onChangeStart'] = fn();
const onChangeConfirm: PlansListViewProps['onChangeConfirm'] = fn();
const onChangeCancel: PlansListViewProps['onChangeCancel'] = fn();

const meta = {
  title: 'Planes/Proyectos',
  component: PlansListView,
  args: {
    page: planProjectsPage(PLAN_PROJECTS),
    loading: false,
    agencies: [],
    agency: '',
    canChange: true,
    changing: null,
    saving: false,
    changeError: null,
    onAgencyChange,
    onPageChange,
    onChangeStart,
    onChangeConfirm,
    onChangeCancel,
  },
  parameters: { route: '/plans/list' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PlansListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** An agency admin's projects: plans, additionals and the latest payment of each. */
export const Filled: Story = {};
/** Admin sees every agency and filters by one. */
export const AdminWithAgencyFilter: Story = { args: { agencies: AGENCY_OPTIONS, agency: '1' } };
export const Empty: Story = { args: { page: planProjectsPage([]) } };
export const Failed: Story = {
  args: { page: null, error: new NetworkError(new TypeError('Failed to fetch')) },
};
export const Changing: Story = { args: { changing: PLAN_PROJECTS[2] ?? null } };
export const Saving: Story = { args: { changing: PLAN_PROJECTS[2] ?? null, saving: true } };
export const OverTheLimit: Story = {
  args: {
    changing: PLAN_PROJECTS[2] ?? null,
    changeError: 'Tu plan permite 2 proyectos; con esta contratación serían 3.',
  },
};
