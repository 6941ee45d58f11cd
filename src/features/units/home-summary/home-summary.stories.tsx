import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { HomeSummaryView, type HomeSummaryViewProps } from './home-summary-view';
import { emptySummaryPage, summaryPageFixture } from './home-summary.fixtures';
import { projectsFixture } from '../units.fixtures';

const onProjectChange: HomeSummaryViewProps['onProjectChange'] = fn();
const onPageChange: HomeSummaryViewProps['onPageChange'] = fn();

const meta = {
  title: 'Unidades/Resumen de inicio',
  component: HomeSummaryView,
  args: {
    page: summaryPageFixture,
    loading: false,
    error: null,
    projects: projectsFixture,
    project: '',
    onProjectChange,
    onPageChange,
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HomeSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
export const Empty: Story = { args: { page: emptySummaryPage } };
export const EmptyProject: Story = { args: { page: emptySummaryPage, project: '3' } };
export const Rows: Story = {};
export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
