import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './orders-list-view.stories';

const { EveryStatus, Loading, Empty, FilteredEmpty, Failed, LongNames, FilteredByStatus } =
  composeStories(stories);

const rowOf = (id: string) => {
  const row = screen.getByRole('link', { name: `Pago de reserva N° ${id}` }).closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
};

describe('BookingOrdersView', () => {
  it('shows each order with the CLP paid, the UF value used, its request and status', () => {
    renderStory(<EveryStatus />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagos de Reservas' })).toBeTruthy();
    const paid = rowOf('976');
    expect(paid.getByText('RES-1841')).toBeTruthy();
    expect(paid.getByText('13-03-2025 15:12')).toBeTruthy();
    expect(paid.getByText('Ignacio Fuentes Araya')).toBeTruthy();
    expect(paid.getByText('RUT 12.876.543-3')).toBeTruthy();
    expect(paid.getByText('Unidad 803')).toBeTruthy();
    expect(paid.getByText('$250.000')).toBeTruthy();
    expect(paid.getByText('UF 6,42 · UF a $38.912,45')).toBeTruthy();
    expect(paid.getByText('Aprobada')).toBeTruthy();
    const request = paid.getByRole('link', { name: 'Solicitud de reserva N° 1841' });
    expect(request.getAttribute('href')).toBe('/bookings-requests/1841/details');
    expect(paid.getByText('Pagada')).toBeTruthy();
    expect(rowOf('977').getByText('Sin transacción')).toBeTruthy();
    const orderBadges = Array.from(
      document.querySelectorAll('td:nth-child(6) [data-status]'),
      (b) => b.textContent,
    );
    expect(orderBadges).toEqual(['Pendiente', 'Aprobada', 'Rechazada', 'Reembolsada']);
  });

  it('filters by the order statuses', async () => {
    const onFilterChange = vi.fn();
    renderStory(<EveryStatus onFilterChange={onFilterChange} />);
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(Array.from(status.querySelectorAll('option'), (o) => o.textContent)).toEqual([
      'Todos los estados',
      'Pendiente',
      'Aprobada',
      'Rechazada',
      'Reembolsada',
    ]);
    await userEvent.selectOptions(status, 'refunded');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'refunded' });
    expect(screen.getByRole('searchbox', { name: 'Buscar pagos de reservas' })).toBeTruthy();
  });

  it('shows loading, empty, filtered-empty, failed, long names and one status', () => {
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay pagos de reservas.')).toBeTruthy();
    b.unmount();
    const c = renderStory(<FilteredEmpty />);
    expect(screen.getByText('Ningún pago de reserva coincide con los filtros.')).toBeTruthy();
    c.unmount();
    const d = renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    d.unmount();
    const e = renderStory(<LongNames />);
    expect(screen.getByText('$1.250.000')).toBeTruthy();
    expect(
      screen.getByText('María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río'),
    ).toBeTruthy();
    e.unmount();
    renderStory(<FilteredByStatus />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
