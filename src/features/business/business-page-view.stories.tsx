import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import * as boardStories from './board/business-board.stories';
import { BusinessBoard } from './board/business-board';
import { NO_FILTERS } from './board/business-filter-state';
import { projectOptionsFixture, prospectPageFixture } from './board.fixtures';
import { BusinessPageView, type BusinessPageViewProps } from './business-page-view';
import { ProspectsList } from './list/prospects-list';

type Props = BusinessPageViewProps;
const onFilterChange: Props['filters']['onChange'] = fn();
const requestExport: NonNullable<Props['requestExport']> = fn(() => Promise.resolve(queuedJob));
const boardArgs = { ...boardStories.default.args };

const onViewChange: NonNullable<BusinessPageViewProps['onViewChange']> = fn();

const meta = {
  title: 'Negocios/Página',
  component: BusinessPageView,
  args: {
    filters: {
      value: NO_FILTERS,
      dateErrors: { from: null, to: null },
      projects: projectOptionsFixture,
      onChange: onFilterChange,
    },
    view: 'tablero',
    onViewChange,
    requestExport,
    children: <BusinessBoard {...boardArgs} />,
  },
  parameters: { route: '/business' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof BusinessPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {};

export const List: Story = {
  args: {
    view: 'lista',
    children: (
      <ProspectsList
        page={prospectPageFixture}
        loading={false}
        error={null}
        filtered={false}
        onPageChange={fn()}
      />
    ),
  },
};

/** Every filter set, one date wrong. */
export const Filtered: Story = {
  args: {
    filters: {
      value: {
        q: '16.543.287-8',
        project: '1',
        from: '31-02-2025',
        to: '',
        rukan: '1',
        preapproval: 'approved',
      },
      dateErrors: { from: 'Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.', to: null },
      projects: projectOptionsFixture,
      onChange: onFilterChange,
    },
  },
};

/** Admin: the link to the cross-agency duplicates report beside the export. */
export const AdminWithDuplicatesReport: Story = { args: { showDuplicates: true } };
