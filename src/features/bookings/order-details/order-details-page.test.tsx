import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { BookingOrderDetailsPage } from './order-details-page';
import { bookingOrderDetailsFixture } from '../bookings.fixtures';
import { at, meAnswer, serve } from '../bookings.test-kit';

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

describe('BookingOrderDetailsPage', () => {
  it('changes the order status through editBookingOrder', async () => {
    const toast = vi.spyOn(toaster, 'create');
    let status = bookingOrderDetailsFixture.status;
    const server = serve({
      Me: meAnswer('RealstateAdmin'),
      BookingOrder: () => ({
        bookingorders: { data: [{ ...bookingOrderDetailsFixture, status }] },
      }),
      EditBookingOrder: (v) => {
        status = String(v['status']);
        return { editBookingOrder: { id: '976', status } };
      },
    });
    at('/bookings-orders/976/details', <BookingOrderDetailsPage />, '/bookings-orders/:id/details');
    expect(await screen.findByText('FLOW-7F3K9Q2M')).toBeTruthy();
    await changeTo('Estado del pago', 'Reembolsada');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'El pago de reserva N° 976 quedó «Reembolsada».' }),
      ),
    );
    expect(server.named('EditBookingOrder')[0]?.variables).toEqual({
      bookingorder_id: '976',
      status: 'refunded',
    });
    expect(server.named('BookingOrder').length).toBeGreaterThan(1);
    const group = within(screen.getByRole('group', { name: 'Estado del pago' }));
    expect(
      group.getByRole('button', { name: 'Cambiar estado' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
