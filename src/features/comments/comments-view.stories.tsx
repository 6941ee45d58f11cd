import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { CommentsView, type CommentsViewProps } from './comments-view';
import { LONG_COMMENT, commentPageOf, commentRows, projectOptions } from './comments.fixtures';

type Props = CommentsViewProps;
const onRetry: NonNullable<Props['onRetry']> = fn();
const onProjectChange: Props['onProjectChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();

// /comments: a page with and without pictures, and every state of the list.
const meta = {
  title: 'Comentarios/Lista',
  component: CommentsView,
  args: {
    page: commentPageOf(commentRows, 32),
    loading: false,
    error: null,
    onRetry,
    project: '',
    projects: projectOptions,
    onProjectChange,
    onPageChange,
  },
  parameters: { route: '/comments' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CommentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Loading: Story = { args: { page: null, loading: true } };
export const Empty: Story = { args: { page: commentPageOf([]) } };
export const FilteredEmpty: Story = { args: { page: commentPageOf([]), project: '2' } };
export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
export const LongText: Story = {
  args: { page: commentPageOf(commentRows.map((row) => ({ ...row, comment: LONG_COMMENT }))) },
};
