import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture } from '../../../../machines/exports/exports.test-kit';
import { PromiseOrdersPage } from '../orders-list/orders-list-page';
import { PROMISE_ORDER_ROWS, listPage } from '../promises.fixtures';
import { at, common, serve } from '../promises.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the promise lists', () => {
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
