import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { queuedJob } from '../../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../../components/export-job/export-job.story-kit';
import { BookingOrdersView } from './orders-list-view';
import type { SalesRecordListProps } from '../../../components/sales-record/sales-record-list-frame';
import type { BookingOrderPage } from '../bookings.types';
import {
  bookingOrderPageFixture,
  bookingOrderRowsFixture,
  emptyBookingOrderPage,
  longBookingOrderPage,
  projectOptionsFixture,
} from '../bookings.fixtures';

type Props = SalesRecordListProps<BookingOrderPage>;
const onFilterChange: Props['onFilterChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
const requestExport: NonNullable<Props['requestExport']> = fn(() => Promise.resolve(queuedJob));
const noFilters: Props['filters'] = { project: '', status: '', q: '', expiring: '', page: 1 };

const meta = {
  title: 'Reservas/Pagos/Lista',
  component: BookingOrdersView,
  args: {
    page: bookingOrderPageFixture,
    loading: false,
    error: null,
    onRetry,
    filters: noFilters,
    projects: projectOptionsFixture,
    onFilterChange,
    onPageChange,
    requestExport,
  },
  parameters: { route: '/bookings-orders' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof BookingOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order in each status: pending, approved, rejected, refunded. */
export const EveryStatus: Story = {};

export const Loading: Story = { args: { page: null, loading: true } };

export const LoadingNextPage: Story = { args: { loading: true } };

export const Empty: Story = { args: { page: emptyBookingOrderPage } };

export const FilteredEmpty: Story = {
  args: {
    page: emptyBookingOrderPage,
    filters: { ...noFilters, project: '2', status: 'approved', q: '19234567-7' },
  },
};

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = { args: { page: longBookingOrderPage } };

export const FilteredByStatus: Story = {
  args: {
    page: {
      ...bookingOrderPageFixture,
      data: bookingOrderRowsFixture.filter((row) => row.status === 'approved'),
      total: 1,
      to: 1,
      last_page: 1,
      has_more_pages: false,
    },
    filters: { ...noFilters, status: 'approved' },
  },
};
