import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError } from '../../lib/network/errors';
import { ADDITIONAL_TYPES, AGENCY_OPTIONS, PLAN_PROJECTS } from './plans.fixtures';
import { PlanCreateView, type PlanCreateViewProps } from './plan-create-view';

const onChange: PlanCreateViewProps['onChange'] = fn();
const none = { agency: '1', projects: [], plan: null, additionals: [] };

const meta = {
  title: 'Planes/Contrata tu plan',
  component: PlanCreateView,
  args: {
    loading: false,
    agencies: [AGENCY_OPTIONS[0] ?? { value: '1', label: 'Inmobiliaria Los Andes' }],
    projects: PLAN_PROJECTS,
    additionalTypes: ADDITIONAL_TYPES,
    selection: none,
    onChange,
  },
  parameters: { route: '/plans/create' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PlanCreateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, projects: [] } };
/** Nothing chosen yet: «Continuar» waits for a project and a plan. */
export const Empty: Story = {};
/** Admin: several agencies, none chosen yet. */
export const ChooseAgency: Story = {
  args: { agencies: AGENCY_OPTIONS, selection: { ...none, agency: '' } },
};
export const NoProjects: Story = { args: { projects: [] } };
export const Filled: Story = {
  args: {
    selection: { agency: '1', projects: ['13'], plan: 2, additionals: [{ id: '1', quantity: 2 }] },
  },
};
/** Two more paid projects on top of the two the agency has, with a restriction of 3. */
export const OverTheLimit: Story = {
  args: { selection: { agency: '1', projects: ['13', '14'], plan: 2, additionals: [] } },
};
export const Failed: Story = {
  args: { projects: [], error: new NetworkError(new TypeError('Failed to fetch')) },
};
