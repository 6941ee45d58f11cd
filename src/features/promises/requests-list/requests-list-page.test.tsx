import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture } from '../../../../machines/exports/exports.test-kit';
import { PromiseRequestsPage } from '../requests-list/requests-list-page';
import { PROMISE_REQUEST_ROWS, listPage } from '../promises.fixtures';
import { at, common, serve } from '../promises.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
});
