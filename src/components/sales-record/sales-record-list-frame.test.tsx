import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './sales-record-list-frame.stories';

const {
  Rows,
  Loading,
  Empty,
  FilteredEmpty,
  Expiring,
  LongNames,
  WithoutExport,
  Failed,
  FailedRefresh,
} = composeStories(stories);

describe('SalesRecordListFrame', () => {
  it('draws the title, the rows with their person cells, and the pages', async () => {
    const onPageChange = vi.fn();
    renderStory(<Rows onPageChange={onPageChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de Reservas' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Solicitudes de reserva' }));
    expect(table.getByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(table.getByText('16.543.287-8')).toBeTruthy();
    expect(table.getByText('Sin contacto')).toBeTruthy();
    expect(screen.getByText('Mostrando 16–18 de 40')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('filters by project, the statuses of its table and search, inside a search landmark', async () => {
    const onFilterChange = vi.fn();
    renderStory(<Rows onFilterChange={onFilterChange} />);
    const filters = within(
      screen.getByRole('search', { name: 'Filtros de solicitudes de reserva' }),
    );
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Proyecto' }), '2');
    expect(onFilterChange).toHaveBeenLastCalledWith({ project: '2' });
    const status = filters.getByRole('combobox', { name: 'Estado' });
    expect(Array.from(status.querySelectorAll('option'), (o) => o.textContent)).toEqual([
      'Todos los estados',
      'Pendiente de pago',
      'Pagada',
      'Vencida',
      'Anulada',
      'Rechazada',
    ]);
    await userEvent.selectOptions(status, 'paid');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'paid' });
    await userEvent.type(
      filters.getByRole('searchbox', { name: 'Buscar solicitudes de reserva' }),
      'rojas{Enter}',
    );
    expect(onFilterChange).toHaveBeenLastCalledWith({ q: 'rojas' });
    await userEvent.click(
      filters.getByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' }),
    );
    expect(onFilterChange).toHaveBeenLastCalledWith({ expiring: '1' });
  });

  it('keeps «Por vencer» checked from the URL and offers it only where the list has it', () => {
    const first = renderStory(<Expiring />);
    expect(screen.getByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' })).toHaveProperty(
      'checked',
      true,
    );
    first.unmount();
    renderStory(<WithoutExport />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('starts the export with its label', async () => {
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    renderStory(<Rows requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /Solicitando/ })).toBeTruthy());
  });

  it('shows loading, empty, filtered-empty with a way to clear, and long names', async () => {
    const loading = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    loading.unmount();
    const empty = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay solicitudes de reserva.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    empty.unmount();
    const onFilterChange = vi.fn();
    const filtered = renderStory(<FilteredEmpty onFilterChange={onFilterChange} />);
    expect(screen.getByText('Ninguna solicitud de reserva coincide con los filtros.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onFilterChange).toHaveBeenCalledWith({ project: '', status: '', q: '', expiring: '' });
    filtered.unmount();
    renderStory(<LongNames />);
    expect(
      screen.getByText('María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río'),
    ).toBeTruthy();
  });

  it('shows a failure with a retry, over the rows it still has', async () => {
    const onRetry = vi.fn();
    const failed = renderStory(<Failed onRetry={onRetry} />);
    await userEvent.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }),
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
    failed.unmount();
    renderStory(<FailedRefresh />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Camila Andrea Rojas Soto')).toBeTruthy();
  });
});
