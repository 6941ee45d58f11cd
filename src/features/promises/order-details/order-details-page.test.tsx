import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMISE_ORDER_DETAIL } from '../promise-details.fixtures';
import { PromiseOrderDetailsPage } from '../order-details/order-details-page';
import { Refusal, at, common, serve } from '../promises.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function changeTo(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
  await userEvent.click(dialog.getByRole('radio', { name: label }));
  await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
  return dialog;
}

describe('the promise details pages', () => {
  it('change an order through editPromiseOrder', async () => {
    const server = serve({
      ...common,
      PromiseOrder: () => ({ promiseorders: { data: [PROMISE_ORDER_DETAIL] } }),
      EditPromiseOrder: (v) => ({ editPromiseOrder: { id: '80', status: String(v['status']) } }),
    });
    at('/promises-orders/80/details', <PromiseOrderDetailsPage />, '/promises-orders/:id/details');
    await changeTo('Reembolsada');
    await waitFor(() => expect(server.named('EditPromiseOrder')).toHaveLength(1));
    expect(server.named('EditPromiseOrder')[0]?.variables).toEqual({
      id: '80',
      status: 'refunded',
    });
  });

  it('send a record of another agency to the 404 page', async () => {
    serve({
      ...common,
      PromiseOrder: () => {
        throw new Refusal('No encontramos el pago de promesa.', 'NOT_FOUND');
      },
    });
    const location = at(
      '/promises-orders/99/details',
      <PromiseOrderDetailsPage />,
      '/promises-orders/:id/details',
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/error-404'));
  });
});
