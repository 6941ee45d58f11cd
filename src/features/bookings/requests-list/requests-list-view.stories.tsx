import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { queuedJob } from '../../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../../components/export-job/export-job.story-kit';
import { BookingRequestsView } from './requests-list-view';
import type { SalesRecordListProps } from '../../../components/sales-record/sales-record-list-frame';
import type { BookingRequestPage } from '../bookings.types';
import {
  bookingRequestPageFixture,
  bookingRequestRowsFixture,
  emptyBookingRequestPage,
  longBookingRequestPage,
  projectOptionsFixture,
} from '../bookings.fixtures';

type Props = SalesRecordListProps<BookingRequestPage>;
const onFilterChange: Props['onFilterChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
const requestExport: NonNullable<Props['requestExport']> = fn(() => Promise.resolve(queuedJob));
const noFilters: Props['filters'] = { project: '', status: '', q: '', expiring: '', page: 1 };

const meta = {
  title: 'Reservas/Solicitudes/Lista',
  component: BookingRequestsView,
  args: {
    page: bookingRequestPageFixture,
    loading: false,
    error: null,
    onRetry,
    filters: noFilters,
    projects: projectOptionsFixture,
    onFilterChange,
    onPageChange,
    requestExport,
  },
  parameters: { route: '/bookings-requests' },
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<typeof BookingRequestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One request in each status: pending, paid, expired, cancelled, rejected. */
export const EveryStatus: Story = {};

export const Loading: Story = { args: { page: null, loading: true } };

export const LoadingNextPage: Story = { args: { loading: true } };

export const Empty: Story = { args: { page: emptyBookingRequestPage } };

export const FilteredEmpty: Story = {
  args: {
    page: emptyBookingRequestPage,
    filters: { ...noFilters, project: '2', status: 'paid', q: '19234567-7' },
  },
};

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const LongNames: Story = { args: { page: longBookingRequestPage } };

export const FilteredByStatus: Story = {
  args: {
    page: {
      ...bookingRequestPageFixture,
      data: bookingRequestRowsFixture.filter((row) => row.status === 'paid'),
      total: 1,
      to: 1,
      last_page: 1,
      has_more_pages: false,
    },
    filters: { ...noFilters, status: 'paid' },
  },
};

/** «Por vencer»: the unpaid requests that expire within 48 hours, each with its deadline. */
export const Expiring: Story = {
  args: {
    page: {
      ...bookingRequestPageFixture,
      data: bookingRequestRowsFixture.filter((row) => row.status === 'pending'),
      total: 1,
      to: 1,
      last_page: 1,
    },
    filters: { ...noFilters, expiring: '1' },
  },
};
