import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { GraphQLRequestError, NetworkError } from '../../lib/network/errors';
import { LONG_NEWS_ROW, NEWS_ROWS, newsPage } from './news.fixtures';
import { NewsListView, type NewsListViewProps } from './news-list-view';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
const onFilterChange: NewsListViewProps['onFilterChange'] = fn();
const onPageChange: NewsListViewProps['onPageChange'] = fn();
const onStatusChange: NewsListViewProps['onStatusChange'] = fn();
const onRetry: NonNullable<NewsListViewProps['onRetry']> = fn();

const meta = {
  title: 'Noticias/Listado',
  component: NewsListView,
  args: {
    page: newsPage(NEWS_ROWS),
    loading: false,
    filters: { title: '', date: '', status: '' },
    dateError: null,
    canEdit: true,
    onFilterChange,
    onPageChange,
    onStatusChange,
    onRetry,
  },
  parameters: { route: '/news' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };
/** Visible and hidden news, as an editor sees them (switch and edit link). */
export const BothStatuses: Story = {};
/** An agency role: the list only, read-only (spec §6). */
export const AgencyRole: Story = { args: { canEdit: false } };
/** One row's switch is saving. */
export const Saving: Story = { args: { busyIds: new Set(['29']) } };
export const Empty: Story = { args: { page: newsPage([]) } };
export const FilteredEmpty: Story = {
  args: { page: newsPage([]), filters: { title: 'subsidio', date: '14-03-2025', status: '0' } },
};
export const WrongDate: Story = {
  args: {
    filters: { title: '', date: '31-02-2025', status: '' },
    dateError: 'Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.',
  },
};
export const LongTitles: Story = { args: { page: newsPage([LONG_NEWS_ROW, ...NEWS_ROWS]) } };
/** Page 3 of 3,334 (50,000 news). */
export const ManyPages: Story = { args: { page: newsPage(NEWS_ROWS, 3, 50_000) } };
export const Failed: Story = {
  args: { page: null, error: new NetworkError(new TypeError('Failed to fetch')) },
};
export const FailedRefresh: Story = {
  args: {
    error: new GraphQLRequestError(
      [{ message: 'Ocurrió un error inesperado. Intenta nuevamente.' }],
      'News',
    ),
  },
};
