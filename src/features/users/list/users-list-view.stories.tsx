import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { GraphQLRequestError, NetworkError } from '../../../lib/network/errors';
import { UsersListView, type UsersListViewProps } from './users-list-view';
import { LONG_USER_ROW, USER_ROWS, usersPage } from '../users.fixtures';

// Typed as the props, so tests can pass their own spies in place of the Storybook actions.
type Props = UsersListViewProps;
const actions: Pick<
  Props,
  | 'onSearch'
  | 'onPageChange'
  | 'onToggleStatus'
  | 'onAskDelete'
  | 'onCancelDelete'
  | 'onConfirmDelete'
  | 'onExport'
  | 'onRetry'
> = {
  onSearch: fn(),
  onPageChange: fn(),
  onToggleStatus: fn(),
  onAskDelete: fn(),
  onCancelDelete: fn(),
  onConfirmDelete: fn(),
  onExport: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Usuarios/Listado',
  component: UsersListView,
  args: {
    ...actions,
    users: USER_ROWS,
    page: usersPage(USER_ROWS),
    loading: false,
    search: '',
    viewerId: '1',
    deleteTarget: null,
  },
  parameters: { route: '/users' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UsersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { users: [], page: null, loading: true } };

export const WithData: Story = {};

/** Page 40 of 667 (10.000 users), the next page on its way. */
export const ManyPagesLoadingNext: Story = {
  args: { page: usersPage(USER_ROWS, 40, 10_000, 15), loading: true },
};

export const Empty: Story = { args: { users: [], page: usersPage([]) } };

export const NoMatches: Story = {
  args: { users: [], page: usersPage([]), search: 'Zamorano' },
  parameters: { route: '/users?q=Zamorano' },
};

export const LongText: Story = { args: { users: [LONG_USER_ROW, ...USER_ROWS.slice(0, 2)] } };

export const Failed: Story = {
  args: {
    users: [],
    page: null,
    error: new NetworkError(new TypeError('Failed to fetch')),
  },
};

export const FailedRefresh: Story = {
  args: {
    error: new GraphQLRequestError(
      [{ message: 'Ocurrió un error inesperado. Intenta nuevamente.' }],
      'Users',
    ),
  },
};

export const StatusChanging: Story = { args: { pendingStatusIds: ['4'] } };

export const ConfirmDelete: Story = { args: { deleteTarget: USER_ROWS[3] ?? null } };

export const Deleting: Story = { args: { deleteTarget: USER_ROWS[3] ?? null, deleting: true } };

export const Exporting: Story = { args: { exporting: true } };
