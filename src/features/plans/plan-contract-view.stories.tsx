import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError } from '../../lib/network/errors';
import { ADDITIONAL_TYPES, PLAN_PROJECTS } from './plans.fixtures';
import { contractSummary } from './plan-summary';
import { PlanContractView, type PlanContractViewProps } from './plan-contract-view';

const onConfirm: PlanContractViewProps['onConfirm'] = fn();
const chosen = PLAN_PROJECTS.slice(2, 3);
const additionals = [
  { id: '1', quantity: 2 },
  { id: '3', quantity: 1 },
];

const meta = {
  title: 'Planes/Finalizar',
  component: PlanContractView,
  args: {
    loading: false,
    agencyName: 'Inmobiliaria Los Andes',
    projects: chosen,
    plan: 2,
    summary: contractSummary(2, additionals, ADDITIONAL_TYPES, chosen.length),
    uf: { value: 37_600, date: '2025-03-14T13:20:00.000Z' },
    limitProblem: null,
    saving: false,
    saveError: null,
    backHref: '/plans/create?agency=1&projects=13&plan=2&additionals=1:2,3:1',
    onConfirm,
  },
  parameters: { route: '/plans/contract' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PlanContractView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Filled: Story = {};
/** No UF value recorded yet: the total in UF only. */
export const WithoutUfValue: Story = { args: { uf: null } };
/** A hand-edited or emptied URL: nothing to confirm. */
export const Empty: Story = { args: { projects: [], summary: null } };
export const Saving: Story = { args: { saving: true } };
/** The server refused: the agency's limit was reached meanwhile. */
export const OverTheLimit: Story = {
  args: { saveError: 'Tu plan permite 3 proyectos; con esta contratación serían 4.' },
};
/** Known before confirming: «Confirmar» stays off. */
export const OverTheLimitWarned: Story = {
  args: { limitProblem: 'Tu plan permite 3 proyectos; con esta contratación serían 4.' },
};
export const Failed: Story = {
  args: { error: new NetworkError(new TypeError('Failed to fetch')) },
};
