import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { DATE_RANGE_HINT } from '../../../lib/date-text';
import { CONSOLIDITY_ROWS } from './consolidity.fixtures';
import { ConsolidityPanel, type ConsolidityPanelProps } from './consolidity-panel';

const onRangeChange: ConsolidityPanelProps['onRangeChange'] = fn();
const onRetry: NonNullable<ConsolidityPanelProps['onRetry']> = fn();

const meta = {
  title: 'Negocios/Origen',
  component: ConsolidityPanel,
  args: {
    from: '2025-03-01',
    to: '2025-03-31',
    rangeError: null,
    onRangeChange,
    rows: CONSOLIDITY_ROWS,
    loading: false,
    error: null,
    onRetry,
  },
  parameters: { route: '/business' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ConsolidityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Failed: Story = {
  args: {
    rows: [],
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};
/** The end before the start: the table waits for a period that makes sense. */
export const ReversedRange: Story = {
  args: { from: '2025-03-31', to: '2025-03-01', rangeError: DATE_RANGE_HINT },
};
