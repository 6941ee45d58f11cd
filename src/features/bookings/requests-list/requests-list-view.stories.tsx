import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingRequestsView } from './requests-list-view';
import {
  bookingRequestPageFixture,
  bookingRequestRowsFixture,
  emptyBookingRequestPage,
  longBookingRequestPage,
  projectOptionsFixture,
} from '../bookings.fixtures';
import {
  NO_FILTERS_PAGE_1,
  inListFrame,
  listStoryArgs,
} from '../../../components/sales-record/sales-record.story-kit';

const meta = {
  title: 'Reservas/Solicitudes/Lista',
  component: BookingRequestsView,
  args: {
    ...listStoryArgs,
    page: bookingRequestPageFixture,
    projects: projectOptionsFixture,
  },
  parameters: { route: '/bookings-requests' },
  decorators: [inListFrame],
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
    filters: { ...NO_FILTERS_PAGE_1, project: '2', status: 'paid', q: '19234567-7' },
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
    filters: { ...NO_FILTERS_PAGE_1, status: 'paid' },
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
    filters: { ...NO_FILTERS_PAGE_1, expiring: '1' },
  },
};
