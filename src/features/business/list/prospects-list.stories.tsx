import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { emptyProspectPage, prospectPageFixture } from '../board.fixtures';
import { ProspectsList, type ProspectsListProps } from './prospects-list';

const onRetry: NonNullable<ProspectsListProps['onRetry']> = fn();
const onPageChange: NonNullable<ProspectsListProps['onPageChange']> = fn();

const meta = {
  title: 'Negocios/Lista',
  component: ProspectsList,
  args: {
    page: prospectPageFixture,
    loading: false,
    error: null,
    onRetry,
    filtered: false,
    onPageChange,
  },
  parameters: { route: '/business?vista=lista' },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProspectsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every criticality, open, won and the four pre-approval states, one long name. */
export const Filled: Story = {};

export const Loading: Story = { args: { page: null, loading: true } };

export const Empty: Story = { args: { page: emptyProspectPage } };

export const FilteredEmpty: Story = { args: { page: emptyProspectPage, filtered: true } };

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
