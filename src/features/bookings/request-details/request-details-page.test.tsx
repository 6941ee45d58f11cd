import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { BookingRequestDetailsPage } from './request-details-page';
import { BookingRequestsPage } from '../requests-list/requests-list-page';
import { bookingRequestPageFixture, pendingRequestFixture } from '../bookings.fixtures';
import { Refusal, at, lookupAnswers, meAnswer, serve } from '../bookings.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function changeTo(groupName: string, label: string) {
  const group = within(await screen.findByRole('group', { name: groupName }));
  await userEvent.click(group.getByRole('button', { name: 'Cambiar estado' }));
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('radio', { name: label }));
  await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
}

function requestServer(edit: (status: string) => string) {
  let status = pendingRequestFixture.status;
  return serve({
    ...lookupAnswers,
    Me: meAnswer('RealstateUser'),
    BookingRequest: () => ({ bookingrequests: { data: [{ ...pendingRequestFixture, status }] } }),
    BookingRequests: () => ({ bookingrequests: bookingRequestPageFixture }),
    EditBookingRequest: (v) => {
      status = edit(String(v['status']));
      return { editBookingRequest: { id: '1842', status } };
    },
  });
}

describe('BookingRequestDetailsPage', () => {
  it('changes the status, refetches the details and the list, and confirms in Spanish', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = requestServer((status) => status);
    // The list mounted beside the details: an open list must fetch again after the change.
    at(
      '/bookings-requests/1842/details',
      <>
        <BookingRequestDetailsPage />
        <BookingRequestsPage />
      </>,
      '/bookings-requests/:id/details',
    );
    await screen.findByRole('heading', { level: 1, name: 'Solicitud de reserva N° 1842' });
    await changeTo('Estado de la solicitud', 'Pagada');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('EditBookingRequest')[0]?.variables).toEqual({
      bookingrequest_id: '1842',
      status: 'paid',
    });
    expect(server.named('BookingRequest').length).toBeGreaterThan(1);
    expect(server.named('BookingRequests').length).toBeGreaterThan(1);
    const group = within(screen.getByRole('group', { name: 'Estado de la solicitud' }));
    await waitFor(() => expect(group.getByText('Pagada')).toBeTruthy());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        description: 'La solicitud de reserva N° 1842 quedó «Pagada».',
      }),
    );
  });

  it('keeps the dialog open with the refusal when the unit is already booked', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = requestServer(() => {
      throw new Error('La unidad 1204 ya está reservada por la solicitud de reserva N° 1799.');
    });
    at(
      '/bookings-requests/1842/details',
      <BookingRequestDetailsPage />,
      '/bookings-requests/:id/details',
    );
    await changeTo('Estado de la solicitud', 'Pagada');
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain(
      'La unidad 1204 ya está reservada por la solicitud de reserva N° 1799.',
    );
    expect(server.named('BookingRequest')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends another agency’s request to the 403 page and a missing one to 404', async () => {
    serve({
      Me: meAnswer('RealstateUser'),
      BookingRequest: (v) => {
        if (v['id'] === '77') throw new Refusal('No tienes acceso a esta solicitud.', 'FORBIDDEN');
        return { bookingrequests: { data: [] } };
      },
    });
    const forbidden = at(
      '/bookings-requests/77/details',
      <BookingRequestDetailsPage />,
      '/bookings-requests/:id/details',
    );
    await waitFor(() => expect(forbidden.history.at(-1)).toBe('/error-403'));
    expect(screen.queryByText('No tienes acceso a esta solicitud.')).toBeNull();
    const missing = at(
      '/bookings-requests/78/details',
      <BookingRequestDetailsPage />,
      '/bookings-requests/:id/details',
    );
    await waitFor(() => expect(missing.history.at(-1)).toBe('/error-404'));
  });
});
