import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import {
  BARE_PROSPECT,
  EXPIRED_RUKAN,
  PROSPECT_DETAIL,
  PROSPECT_WITHOUT_RUKAN,
  PROSPECT_WITH_DUPLICATES,
} from './business-details.fixtures';
import { BusinessDetailsView, type BusinessDetailsViewProps } from './business-details-view';

const onRetry: NonNullable<BusinessDetailsViewProps['onRetry']> = fn();

const meta = {
  title: 'Negocios/Detalle',
  component: BusinessDetailsView,
  args: { prospect: PROSPECT_DETAIL, loading: false, onRetry },
  parameters: { route: '/31/business-details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BusinessDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role with business access: the whole Rukan record, current. */
export const WithRukan: Story = {};
/** No Rukan record, or a role that may not see it: the server answers null either way. */
export const WithoutRukan: Story = { args: { prospect: PROSPECT_WITHOUT_RUKAN } };
export const ExpiredRukan: Story = {
  args: { prospect: { ...PROSPECT_DETAIL, rukan: EXPIRED_RUKAN } },
};
/** A fresh prospect: no pre-approval, no quotation, no co-debtor, one placement. */
export const WithoutPreapprovalAndQuotation: Story = { args: { prospect: BARE_PROSPECT } };
export const Loading: Story = { args: { prospect: null, loading: true } };
export const Failed: Story = {
  args: {
    prospect: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
export const NotFound: Story = { args: { prospect: null, notFound: true } };
/** Possible duplicates by RUT above the cards, with «Fusionar» (issue 34). */
export const WithDuplicates: Story = {
  args: { prospect: PROSPECT_WITH_DUPLICATES, onMerge: fn() },
};
