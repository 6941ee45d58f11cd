import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as requestStories from './requests-list-view.stories';

const R = composeStories(requestStories);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Solicitud de Promesas', () => {
  it('lists date, customer with RUT, project, unit, order, CLP paid with the UF value, status', () => {
    render(<R.EveryStatus />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de Promesas' })).toBeTruthy();
    expect(headers('Solicitud de Promesas')).toEqual([
      'Fecha',
      'Cliente',
      'Proyecto',
      'Unidad',
      'N° de orden',
      'Monto pagado',
      'Valor UF',
      'Estado',
      'Acciones',
    ]);
    const camila = rowOf('Camila Rojas Fuentes');
    expect(camila.getByText('16.543.210-K')).toBeTruthy();
    expect(camila.getByText('16-03-2025')).toBeTruthy();
    expect(camila.getByText('Condominio Parque Los Aromos')).toBeTruthy();
    expect(camila.getByText('Casa 20')).toBeTruthy();
    expect(camila.getByText('PRO-2025-00060')).toBeTruthy();
    expect(camila.getByText('Pendiente de pago')).toBeTruthy();
    const matias = rowOf('Matías González Pérez');
    expect(matias.getByText('$1.945.623')).toBeTruthy();
    expect(matias.getByText('$38.912,45')).toBeTruthy();
    expect(matias.getByText('Pagada')).toBeTruthy();
    expect(rowOf('Valentina Muñoz Díaz').getByText('Firmada')).toBeTruthy();
    expect(rowOf('Rodrigo Sepúlveda Tapia').getByText('Anulada')).toBeTruthy();
    expect(rowOf('Francisca Araya Castro').getByText('Rechazada')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Ver la solicitud de promesa de Camila Rojas Fuentes' })
        .getAttribute('href'),
    ).toBe('/promises-requests/60/details');
  });

  it('filters by project and the request statuses, searches as typed, pages', async () => {
    const onFilterChange = vi.fn();
    const onPageChange = vi.fn();
    render(
      <R.ManyPagesLoadingNext
        loading={false}
        onFilterChange={onFilterChange}
        onPageChange={onPageChange}
      />,
    );
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos los estados',
      'Pendiente de pago',
      'Pagada',
      'Firmada',
      'Anulada',
      'Rechazada',
    ]);
    await userEvent.selectOptions(status, 'signed');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'signed' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '12');
    expect(onFilterChange).toHaveBeenLastCalledWith({ project: '12' });
    const search = screen.getByRole('searchbox', { name: 'Buscar solicitudes de promesa' });
    await userEvent.type(search, '16.543.210-k{Enter}');
    expect(onFilterChange).toHaveBeenLastCalledWith({ q: '16.543.210-k' });
    expect(screen.getByText('Mostrando 16–20 de 600')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows loading, empty, no-match, failure and long names; export only when allowed', async () => {
    const loading = render(<R.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    loading.unmount();
    const empty = render(<R.Empty />);
    expect(screen.getByText('Aún no hay solicitudes de promesa.')).toBeTruthy();
    empty.unmount();
    const none = render(<R.NoMatches />);
    expect(screen.getByText('Ninguna solicitud de promesa coincide con los filtros.')).toBeTruthy();
    none.unmount();
    const onRetry = vi.fn();
    const failed = render(<R.Failed onRetry={onRetry} />);
    await userEvent.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }),
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    failed.unmount();
    const refresh = render(<R.FailedRefresh />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Camila Rojas Fuentes')).toBeTruthy();
    refresh.unmount();
    const long = render(<R.LongNames />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
    expect(
      screen.getByText('Departamento 1203-B, torre Poniente con vista al parque'),
    ).toBeTruthy();
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    long.unmount();
    const exporting = render(<R.EveryStatus requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar solicitudes' }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    exporting.unmount();
    render(<R.WithoutExport />);
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });
});
