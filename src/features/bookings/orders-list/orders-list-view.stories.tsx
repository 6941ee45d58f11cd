import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingOrdersView } from './orders-list-view';
import {
  bookingOrderPageFixture,
  bookingOrderRowsFixture,
  emptyBookingOrderPage,
  longBookingOrderPage,
  projectOptionsFixture,
} from '../bookings.fixtures';
import {
  NO_FILTERS_PAGE_1,
  inListFrame,
  listStoryArgs,
} from '../../../components/sales-record/sales-record.story-kit';

const meta = {
  title: 'Reservas/Pagos/Lista',
  component: BookingOrdersView,
  args: {
    ...listStoryArgs,
    page: bookingOrderPageFixture,
    projects: projectOptionsFixture,
  },
  parameters: { route: '/bookings-orders' },
  decorators: [inListFrame],
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
    filters: { ...NO_FILTERS_PAGE_1, project: '2', status: 'approved', q: '19234567-7' },
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
    filters: { ...NO_FILTERS_PAGE_1, status: 'approved' },
  },
};
