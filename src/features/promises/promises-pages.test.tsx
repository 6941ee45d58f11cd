import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture } from '../../../machines/exports/exports.test-kit';
import { toaster } from '../../components/toaster';
import { PROMISE_ORDER_DETAIL, PROMISE_REQUEST_DETAIL } from './promise-details.fixtures';
import { PromiseOrderDetailsPage } from './promise-order-details-page';
import { PromiseOrdersPage } from './promise-orders-page';
import { PromiseRequestDetailsPage } from './promise-request-details-page';
import { PromiseRequestsPage } from './promise-requests-page';
import { PROMISE_ORDER_ROWS, PROMISE_REQUEST_ROWS, listPage } from './promises.fixtures';
import { Refusal, at, meAnswer, serve } from './promises.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const common = {
  Me: meAnswer('RealstateUser'),
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '11', name: 'Condominio Parque Los Aromos', real_state_agency_id: '1' },
      { id: '12', name: 'Edificio Mirador del Maipo', real_state_agency_id: '1' },
    ],
  }),
};

describe('the promise lists', () => {
  it('read the filters from the URL, write changes back and export with them', async () => {
    const server = serve({
      ...common,
      PromiseRequests: (v) => ({
        promiserequests: listPage(PROMISE_REQUEST_ROWS, Number(v['page']), 40),
      }),
      RequestPromiseRequestFile: () => ({
        requestPromiseRequestFile: jobFixture('queued', { type: 'promise_requests' }),
      }),
    });
    const location = at(
      '/promises-requests?project=11&q=16543210-k&page=2',
      <PromiseRequestsPage />,
      '/promises-requests',
    );
    expect(await screen.findByText('Camila Rojas Fuentes')).toBeTruthy();
    expect(server.named('PromiseRequests')[0]?.variables).toEqual({
      page: 2,
      project_id: '11',
      status: '',
      search: '16543210-k',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'paid');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        '/promises-requests?project=11&q=16543210-k&status=paid',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar solicitudes' }));
    await waitFor(() => expect(server.named('RequestPromiseRequestFile')).toHaveLength(1));
    expect(server.named('RequestPromiseRequestFile')[0]?.variables).toEqual({
      project_id: '11',
      status: 'paid',
    });
  });

  it('export the orders of the project and status on screen', async () => {
    const server = serve({
      ...common,
      PromiseOrders: () => ({ promiseorders: listPage(PROMISE_ORDER_ROWS) }),
      RequestPromiseOrderFile: () => ({
        requestPromiseOrderFile: jobFixture('queued', { type: 'promise_orders' }),
      }),
    });
    at('/promises-orders?status=approved', <PromiseOrdersPage />, '/promises-orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar pagos' }));
    await waitFor(() => expect(server.named('RequestPromiseOrderFile')).toHaveLength(1));
    expect(server.named('RequestPromiseOrderFile')[0]?.variables).toEqual({
      project_id: '',
      status: 'approved',
    });
    expect(server.named('PromiseOrders')[0]?.variables).toEqual({
      page: 1,
      project_id: '',
      status: 'approved',
      search: '',
    });
  });
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
