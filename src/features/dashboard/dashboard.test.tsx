import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import { DASHBOARD_CHARTS } from '../../shared/dashboard';
import * as stories from './dashboard-board.stories';
import { lastFake } from './dashboard.story-kit';
import { parseAnswer } from './dashboard-charts';
import { browserDashboardEnvironment, DashboardRequestError } from './dashboard-environment';

const { Admin, RealstateAdmin, Empty, Failed } = composeStories(stories);

const card = (name: string) => screen.getByRole('region', { name });
const lastParams = (chart: string) =>
  lastFake().requests.findLast((r) => r.chart === chart)?.params;

describe('Dashboard filters', () => {
  it('asks every chart for the last 30 Chile days, then follows the URL', async () => {
    renderStory(<Admin />);
    await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
    expect(new Set(lastFake().requests.map((r) => r.chart))).toEqual(new Set(DASHBOARD_CHARTS));
    expect(lastParams('quotationsByDate')).toEqual({
      project_id: null,
      real_state_agency_id: null,
      date_init: '2025-02-14',
      date_finish: '2025-03-15',
      type: null,
    });

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'Este mes');
    await userEvent.selectOptions(screen.getByLabelText('Proyecto'), 'Edificio Mirador del Biobío');
    await userEvent.selectOptions(screen.getByLabelText('Inmobiliaria'), 'Inmobiliaria Andes Sur');
    expect(lastFake().urls.at(-1)).toBe('periodo=mes&proyecto=5&agencia=1');
    await waitFor(() =>
      expect(lastParams('salesFunnelByProject')).toMatchObject({
        project_id: 5,
        real_state_agency_id: 1,
        date_init: '2025-03-01',
        date_finish: '2025-03-15',
      }),
    );

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'Rango');
    await userEvent.type(screen.getByLabelText('Desde'), '01-01-2025{Enter}');
    await userEvent.type(screen.getByLabelText('Hasta'), '31-01-2025{Enter}');
    expect(lastFake().urls.at(-1)).toBe(
      'periodo=rango&proyecto=5&agencia=1&desde=01-01-2025&hasta=31-01-2025',
    );
    await waitFor(() =>
      expect(lastParams('contactsByDate')).toMatchObject({
        date_init: '2025-01-01',
        date_finish: '2025-01-31',
      }),
    );
    const days = within(card('Contactos por fecha')).getAllByRole('row');
    expect(days).toHaveLength(32);
    expect(days[1]?.textContent).toMatch(/^01-01-2025/);
  });

  it('gives a scoped role no agency filter and no platform-wide contact forms', async () => {
    renderStory(<RealstateAdmin />);
    await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
    expect(screen.queryByLabelText('Inmobiliaria')).toBeNull();
    expect(within(card('Contactos por fecha')).queryByLabelText('Tipo')).toBeNull();
  });
});

describe('Dashboard «Tipo»', () => {
  it('sends the chosen status or form kind of that chart only', async () => {
    renderStory(<Admin />);
    await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
    const quotations = within(card('Cotizaciones por fecha')).getByLabelText('Tipo');
    await userEvent.selectOptions(quotations, 'Vigente');
    await waitFor(() => expect(lastParams('quotationsByDate')?.type).toBe('active'));
    expect(lastParams('quotationsByProject')?.type).toBeNull();

    const contacts = within(card('Contactos por fecha')).getByLabelText('Tipo');
    expect([...contacts.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Formulario de proyecto',
      'Newsletter',
      'Empresas',
      'Formulario de sección',
      'Formulario de inicio',
    ]);
    await userEvent.selectOptions(contacts, 'Newsletter');
    await waitFor(() => expect(lastParams('contactsByDate')?.type).toBe('newsletter'));
    // A platform-wide form has no project: picking one drops the form instead of a 403.
    await userEvent.selectOptions(screen.getByLabelText('Proyecto'), 'Jardines de Hualpén');
    await waitFor(() => expect(lastParams('contactsByDate')).toMatchObject({ project_id: 8 }));
    expect(lastParams('contactsByDate')?.type).toBeNull();
    expect(within(card('Contactos por fecha')).queryByLabelText('Tipo')).toBeNull();
  });
});

describe('Dashboard states and realtime', () => {
  it('says «Sin datos para este período» and offers «Reintentar» on errors', async () => {
    const empty = renderStory(<Empty />);
    await waitFor(() => expect(screen.getAllByText('Sin datos para este período')).toHaveLength(8));
    empty.unmount();
    renderStory(<Failed />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(8));
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('El rango no puede superar los 1.831 días.');
    const before = lastFake().requests.length;
    await userEvent.click(
      within(card('Embudo de ventas')).getByRole('button', { name: 'Reintentar' }),
    );
    await waitFor(() => expect(lastFake().requests.length).toBe(before + 1));
  });

  it('refetches every chart once for a burst of record changes', async () => {
    // Fake timers that still follow the clock: the negative below moves time on, not a sleep.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStory(<Admin />);
      await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
      const before = lastFake().requests.length;
      lastFake().emit('quotation');
      lastFake().emit('contact');
      lastFake().emit('booking_request');
      expect(lastFake().requests.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(lastFake().requests.length).toBe(before + 8));
      // No second round may follow the first (one timer per burst, not per change).
      await vi.advanceTimersByTimeAsync(5_000);
      expect(lastFake().requests.length).toBe(before + 8);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes the charts one at a time, so that no burst of redraws holds the bell back', async () => {
    renderStory(<Admin />);
    await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
    const fake = lastFake();
    const answer = fake.environment.fetchChart;
    let inFlight = 0;
    let most = 0;
    let done = 0;
    fake.environment.fetchChart = async (...args) => {
      most = Math.max(most, ++inFlight);
      try {
        return await answer(...args);
      } finally {
        inFlight--;
        done++;
      }
    };
    fake.emit('contact');
    await waitFor(() => expect(done).toBe(8));
    expect(most).toBe(1);
  });
});

describe('Dashboard REST path', () => {
  it('posts to /api/dashboard/<chart> with the filters in the query string', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(
        { message: 'La fecha final no es válida.', field: 'date_finish' },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = browserDashboardEnvironment.fetchChart('quotationsByDate', {
      project_id: 5,
      real_state_agency_id: null,
      type: '',
      date_init: '2025-03-01',
      date_finish: '2025-03-15',
    });
    await expect(answer).rejects.toEqual(new DashboardRequestError('La fecha final no es válida.'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(
      /\/api\/dashboard\/quotationsByDate\?project_id=5&date_init=2025-03-01&date_finish=2025-03-15$/,
    );
    expect(init).toMatchObject({ method: 'POST' });
  });

  it('refuses an answer of the wrong shape with a Spanish message', () => {
    expect(() => parseAnswer('businessByDate', { bucket: 'week', dates: [] })).toThrow(
      'El servidor envió datos del gráfico que no se pueden leer',
    );
  });
});
