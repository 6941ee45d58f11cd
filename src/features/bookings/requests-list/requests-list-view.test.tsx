import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './requests-list-view.stories';

const { EveryStatus, Loading, Empty, FilteredEmpty, Failed, LongNames, FilteredByStatus } =
  composeStories(stories);

const rowOf = (id: string) => {
  const row = screen.getByRole('link', { name: `Solicitud de reserva N° ${id}` }).closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
};

describe('BookingRequestsView', () => {
  it('shows each request with its contact, RUT, project, home, date and status', () => {
    renderStory(<EveryStatus />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de Reservas' })).toBeTruthy();
    const camila = rowOf('1842');
    expect(camila.getByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(camila.getByText('RUT 16.543.287-8')).toBeTruthy();
    expect(camila.getByText('camila.rojas@gmail.com · +56 9 8765 4321')).toBeTruthy();
    expect(camila.getByText('Parque Los Aromos')).toBeTruthy();
    expect(camila.getByText('1204')).toBeTruthy();
    expect(camila.getByText('14-03-2025')).toBeTruthy();
    expect(
      camila.getByRole('link', { name: 'Solicitud de reserva N° 1842' }).getAttribute('href'),
    ).toBe('/bookings-requests/1842/details');
    expect(rowOf('1839').getByText('RUT 8.765.432-K')).toBeTruthy();
    const badges = Array.from(document.querySelectorAll('[data-status]'), (b) => b.textContent);
    expect(badges).toEqual(['Pendiente de pago', 'Pagada', 'Vencida', 'Anulada', 'Rechazada']);
  });

  it('filters by project, status and search, and pages', async () => {
    const onFilterChange = vi.fn();
    const onPageChange = vi.fn();
    renderStory(<EveryStatus onFilterChange={onFilterChange} onPageChange={onPageChange} />);
    const search = within(
      screen.getByRole('search', { name: 'Filtros de solicitudes de reserva' }),
    );
    await userEvent.selectOptions(search.getByRole('combobox', { name: 'Proyecto' }), '2');
    expect(onFilterChange).toHaveBeenLastCalledWith({ project: '2' });
    const status = search.getByRole('combobox', { name: 'Estado' });
    expect(Array.from(status.querySelectorAll('option'), (o) => o.textContent)).toEqual([
      'Todos los estados',
      'Pendiente de pago',
      'Pagada',
      'Vencida',
      'Anulada',
      'Rechazada',
    ]);
    await userEvent.selectOptions(status, 'expired');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'expired' });
    await userEvent.type(
      search.getByRole('searchbox', { name: 'Buscar solicitudes de reserva' }),
      '16.543.287-8{Enter}',
    );
    expect(onFilterChange).toHaveBeenLastCalledWith({ q: '16.543.287-8' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('starts the Excel export', async () => {
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    renderStory(<EveryStatus requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /Solicitando/ })).toBeTruthy());
  });

  it('shows loading, empty, filtered-empty and failed states', async () => {
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay solicitudes de reserva.')).toBeTruthy();
    b.unmount();
    const onFilterChange = vi.fn();
    const c = renderStory(<FilteredEmpty onFilterChange={onFilterChange} />);
    expect(screen.getByText('Ninguna solicitud de reserva coincide con los filtros.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onFilterChange).toHaveBeenCalledWith({ project: '', status: '', q: '', expiring: '' });
    c.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
  });

  it('keeps long names whole and shows one status filtered', () => {
    const first = renderStory(<LongNames />);
    expect(
      screen.getByText('María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río'),
    ).toBeTruthy();
    expect(screen.getByText('Torre B, departamento 1204-A')).toBeTruthy();
    first.unmount();
    renderStory(<FilteredByStatus />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty('value', 'paid');
  });
});

describe('BookingRequestsView deadlines (issue 31)', () => {
  const { EveryStatus: All, Expiring } = composeStories(stories);

  it('shows the payment deadline of a pending request and «Vencida» for an expired one', () => {
    renderStory(<All />);
    expect(rowOf('1842').getByText('Vence hoy')).toBeTruthy();
    expect(rowOf('1840').getByText('Vencida', { selector: '[data-expiry]' })).toBeTruthy();
    expect(rowOf('1841').getByLabelText('Sin vencimiento')).toBeTruthy();
  });

  it('filters «Por vencer», kept checked from the URL', async () => {
    const onFilterChange = vi.fn();
    renderStory(<All onFilterChange={onFilterChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ expiring: '1' });
    renderStory(<Expiring />);
    const boxes = screen.getAllByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' });
    expect(boxes.at(-1)).toHaveProperty('checked', true);
  });
});
