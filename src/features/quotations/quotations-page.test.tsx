import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import { QuotationsPage } from './quotations-page';
import { quotationPageFixture } from './quotations.fixtures';
import { at, lookupAnswers, meAnswer, serve } from './quotations.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = () => ({ quotations: quotationPageFixture });

describe('QuotationsPage', () => {
  it('reads every filter from the URL, sends dates as aaaa-mm-dd and writes changes back', async () => {
    const server = serve({ ...lookupAnswers, Me: meAnswer('Admin'), Quotations: list });
    const location = at(
      '/quotations?agency=1&project=2&from=01-03-2025&to=31-03-2025&status=booked&q=rojas&page=2',
      <QuotationsPage />,
      '/quotations',
    );
    expect(await screen.findByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(server.named('Quotations')[0]?.variables).toEqual({
      page: 2,
      project_id: '2',
      real_state_agency: '1',
      date_ini: '2025-03-01',
      date_end: '2025-03-31',
      status: 'booked',
      search: 'rojas',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'cancelled');
    await waitFor(() => expect(location.history.at(-1)).toContain('status=cancelled'));
    expect(location.history.at(-1)).not.toContain('page=');
    await waitFor(() =>
      expect(server.named('Quotations').at(-1)?.variables).toMatchObject({
        page: 1,
        status: 'cancelled',
      }),
    );
  });

  it('keeps the sort in the URL: a header sorts from page 1, a page change keeps it', async () => {
    const server = serve({ ...lookupAnswers, Me: meAnswer('Admin'), Quotations: list });
    const location = at('/quotations?status=active&page=2', <QuotationsPage />, '/quotations');
    await screen.findByText('Camila Andrea Rojas Soto');
    const header = () => screen.getByRole('columnheader', { name: 'Fecha' });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header()).getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('sort=created_at'));
    expect(location.history.at(-1)).toContain('status=active');
    expect(location.history.at(-1)).not.toContain('page=');
    await waitFor(() =>
      expect(server.named('Quotations').at(-1)?.variables).toMatchObject({
        page: 1,
        status: 'active',
        sort: 'created_at',
      }),
    );
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header()).getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('sort=-created_at'));
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('page=2'));
    expect(location.history.at(-1)).toContain('sort=-created_at');
    await waitFor(() =>
      expect(server.named('Quotations').at(-1)?.variables).toMatchObject({
        page: 2,
        sort: '-created_at',
      }),
    );
  });

  it('explains a wrong date from the URL and filters by the other end only', async () => {
    const server = serve({ ...lookupAnswers, Me: meAnswer('RealstateUser'), Quotations: list });
    at(
      '/quotations?from=31-02-2025&to=31-03-2025&status=pagada',
      <QuotationsPage />,
      '/quotations',
    );
    expect(
      await screen.findByText('Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.'),
    ).toBeTruthy();
    expect(server.named('Quotations')[0]?.variables).toMatchObject({
      date_ini: '',
      date_end: '2025-03-31',
      status: '',
    });
    // A RealstateUser has no audits link.
    await screen.findByText('Camila Andrea Rojas Soto');
    expect(screen.queryByRole('link', { name: /Auditoría/ })).toBeNull();
  });

  it('exports with the project, agency and dates of the list', async () => {
    const server = serve({
      ...lookupAnswers,
      Me: meAnswer('Admin'),
      Quotations: list,
      RequestQuotationsFile: () => ({ requestQuotationsFile: queuedJob }),
    });
    at(
      '/quotations?agency=2&project=4&from=01-03-2025&status=active',
      <QuotationsPage />,
      '/quotations',
    );
    await screen.findByText('Camila Andrea Rojas Soto');
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() =>
      expect(server.named('RequestQuotationsFile')[0]?.variables).toEqual({
        project_id: '4',
        real_state_agency: '2',
        date_ini: '2025-03-01',
        date_end: '',
      }),
    );
    expect(await screen.findByRole('button', { name: /En cola/ })).toBeTruthy();
  });

  it('says so when the list cannot load, and tries again', async () => {
    let fail = true;
    serve({
      ...lookupAnswers,
      Me: meAnswer('Admin'),
      Quotations: () => {
        if (fail) throw new Error('No tienes acceso a la inmobiliaria elegida.');
        return list();
      },
    });
    at('/quotations', <QuotationsPage />, '/quotations');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No tienes acceso a la inmobiliaria elegida.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Camila Andrea Rojas Soto')).toBeTruthy();
  });
});
