import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { PROMISE_REQUEST_DETAIL } from '../promise-details.fixtures';
import { PromiseRequestDetailsPage } from '../request-details/request-details-page';
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
  it('change a request through editPromiseRequest, toast and re-read it', async () => {
    const toast = vi.spyOn(toaster, 'create');
    let record = PROMISE_REQUEST_DETAIL;
    const server = serve({
      ...common,
      PromiseRequest: () => ({ promiserequests: { data: [record] } }),
      EditPromiseRequest: (v) => {
        record = { ...record, status: String(v['status']) };
        return { editPromiseRequest: { id: record.id, status: record.status } };
      },
    });
    at(
      '/promises-requests/60/details',
      <PromiseRequestDetailsPage />,
      '/promises-requests/:id/details',
    );
    await changeTo('Firmada');
    await waitFor(() => expect(server.named('EditPromiseRequest')).toHaveLength(1));
    expect(server.named('EditPromiseRequest')[0]?.variables).toEqual({
      id: '60',
      status: 'signed',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Solicitud de promesa en estado «Firmada».' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByText('Estado:').nextElementSibling?.textContent).toBe('Firmada'),
    );
    expect(server.named('PromiseRequest').length).toBeGreaterThan(1);
  });

  it("keep the server's Spanish refusal in the dialog", async () => {
    const message =
      'La Casa 20 no tiene una reserva pagada: la promesa no puede pasar a «Firmada» hasta que se pague la reserva.';
    serve({
      ...common,
      PromiseRequest: () => ({ promiserequests: { data: [PROMISE_REQUEST_DETAIL] } }),
      EditPromiseRequest: () => {
        throw new Refusal(message);
      },
    });
    at(
      '/promises-requests/60/details',
      <PromiseRequestDetailsPage />,
      '/promises-requests/:id/details',
    );
    const dialog = await changeTo('Firmada');
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain(message));
  });
});
