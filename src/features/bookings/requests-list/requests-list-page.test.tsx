import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queuedJob } from '../../../components/export-job/export-job.fixtures';
import { BookingRequestsPage } from './requests-list-page';
import { bookingRequestPageFixture } from '../bookings.fixtures';
import { at, lookupAnswers, meAnswer, serve } from '../bookings.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingRequestsPage', () => {
  it('reads project, status, search and page from the URL and writes changes back', async () => {
    const server = serve({
      ...lookupAnswers,
      Me: meAnswer('RealstateUser'),
      BookingRequests: () => ({ bookingrequests: bookingRequestPageFixture }),
    });
    const location = at(
      '/bookings-requests?project=1&status=paid&q=16543287-8&page=2',
      <BookingRequestsPage />,
      '/bookings-requests',
    );
    expect(await screen.findByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(server.named('BookingRequests')[0]?.variables).toEqual({
      page: 2,
      project_id: '1',
      status: 'paid',
      search: '16543287-8',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '2');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/bookings-requests?project=2&status=paid&q=16543287-8'),
    );
    await waitFor(() =>
      expect(server.named('BookingRequests').at(-1)?.variables).toMatchObject({
        page: 1,
        project_id: '2',
      }),
    );
  });

  it('exports with the project and status of the list', async () => {
    const server = serve({
      ...lookupAnswers,
      Me: meAnswer('RealstateAdmin'),
      BookingRequests: () => ({ bookingrequests: bookingRequestPageFixture }),
      RequestBookingRequestFile: () => ({ requestBookingRequestFile: queuedJob }),
    });
    at(
      '/bookings-requests?project=2&status=expired&q=rojas',
      <BookingRequestsPage />,
      '/bookings-requests',
    );
    await screen.findByText('Camila Andrea Rojas Soto');
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() =>
      expect(server.named('RequestBookingRequestFile')[0]?.variables).toEqual({
        project_id: '2',
        status: 'expired',
      }),
    );
    expect(await screen.findByRole('button', { name: /En cola/ })).toBeTruthy();
  });
});
