import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { NetworkError } from '../../lib/network/errors';
import {
  BARE_PREAPPROVAL,
  LONG_PREAPPROVAL,
  PREAPPROVAL_DETAIL,
  preapprovalIn,
} from './preapproval-details.fixtures';
import {
  PreapprovalDetailsView,
  type PreapprovalDetailsViewProps,
} from './preapproval-details-view';

type Edit = NonNullable<PreapprovalDetailsViewProps['edit']>;
const onSubmit: Edit['onSubmit'] = fn();
const onRetry: NonNullable<PreapprovalDetailsViewProps['onRetry']> = fn();

const meta = {
  title: 'Preaprobaciones/Detalle',
  component: PreapprovalDetailsView,
  args: { preapproval: PREAPPROVAL_DETAIL, loading: false, edit: { onSubmit }, onRetry },
  parameters: { route: '/preapprovals/41/details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PreapprovalDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { preapproval: null, loading: true } };
export const Pending: Story = {};
export const InReview: Story = { args: { preapproval: preapprovalIn('in_review') } };
export const Approved: Story = { args: { preapproval: preapprovalIn('approved') } };
export const Rejected: Story = { args: { preapproval: preapprovalIn('rejected') } };
/** No co-debtor, no document, no subsidy, no history yet. */
export const Bare: Story = { args: { preapproval: BARE_PREAPPROVAL } };
export const LongNames: Story = { args: { preapproval: LONG_PREAPPROVAL } };
/** A role that may read but not edit. */
export const ReadOnly: Story = { args: { edit: undefined } };
export const Saving: Story = { args: { edit: { onSubmit, saving: true } } };
export const SaveRefused: Story = {
  args: {
    edit: {
      onSubmit,
      error: 'No tienes acceso a las preaprobaciones del proyecto Condominio Parque Los Aromos.',
    },
  },
};
export const Failed: Story = {
  args: { preapproval: null, error: new NetworkError(new TypeError('Failed to fetch')) },
};
