import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queuedJob } from '../../../components/export-job/export-job.fixtures';
import { BookingOrdersPage } from './orders-list-page';
import { bookingOrderPageFixture } from '../bookings.fixtures';
import { at, lookupAnswers, meAnswer, serve } from '../bookings.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingOrdersPage', () => {
  it('ignores a status of another table and exports the order file', async () => {
    const server = serve({
      ...lookupAnswers,
      Me: meAnswer('Admin'),
      BookingOrders: () => ({ bookingorders: bookingOrderPageFixture }),
      RequestBookingOrderFile: () => ({ requestBookingOrderFile: queuedJob }),
    });
    at('/bookings-orders?status=paid&project=1', <BookingOrdersPage />, '/bookings-orders');
    expect(await screen.findByText('RES-1841')).toBeTruthy();
    expect(server.named('BookingOrders')[0]?.variables).toEqual({
      page: 1,
      project_id: '1',
      status: '',
      search: '',
    });
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() =>
      expect(server.named('RequestBookingOrderFile')[0]?.variables).toEqual({
        project_id: '1',
        status: '',
      }),
    );
  });

  it('says so when the list cannot load', async () => {
    serve({
      ...lookupAnswers,
      Me: meAnswer('Admin'),
      BookingOrders: () => {
        throw new Error('El estado «pagado» no existe.');
      },
    });
    at('/bookings-orders', <BookingOrdersPage />, '/bookings-orders');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El estado «pagado» no existe.',
    );
  });
});
