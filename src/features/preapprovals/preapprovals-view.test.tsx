import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './preapprovals-view.stories';

const S = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('PreapprovalsView', () => {
  it('lists date, customer with RUT, contact, project, home and credit, and status', () => {
    render(<S.EveryStatus />);
    expect(screen.getByRole('heading', { level: 1, name: 'Preaprobaciones' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Preaprobaciones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Fecha',
      'Cliente',
      'Contacto',
      'Proyecto',
      'Vivienda',
      'Valor',
      'Pie',
      'Plazo',
      'Estado',
      'Acciones',
    ]);
    const camila = rowOf('Camila Rojas Fuentes');
    expect(camila.getByText('16.543.210-K')).toBeTruthy();
    expect(camila.getByText('14-03-2025')).toBeTruthy();
    expect(camila.getByText('UF 2.150,50')).toBeTruthy();
    expect(camila.getByText('UF 215,05')).toBeTruthy();
    expect(camila.getByText('25 años')).toBeTruthy();
    expect(camila.getByText('Pendiente')).toBeTruthy();
    expect(rowOf('Matías González Pérez').getByText('En revisión')).toBeTruthy();
    expect(rowOf('Valentina Muñoz Díaz').getByText('Aprobada')).toBeTruthy();
    expect(rowOf('Rodrigo Sepúlveda Tapia').getByText('7.654.321-6')).toBeTruthy();
    expect(rowOf('Rodrigo Sepúlveda Tapia').getByText('Rechazada')).toBeTruthy();
  });

  it('links each row to its details for the roles that may open them', () => {
    render(<S.EveryStatus />);
    expect(
      screen
        .getByRole('link', { name: 'Ver la preaprobación de Camila Rojas Fuentes' })
        .getAttribute('href'),
    ).toBe('/preapprovals/41/details');
  });

  it('shows an agency role the list without details', () => {
    render(<S.AgencyRole />);
    expect(screen.getByText('Camila Rojas Fuentes')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ver la preaprobación/ })).toBeNull();
  });

  it('offers the export only when the policy lets the role request it', async () => {
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    const view = render(<S.EveryStatus requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar preaprobaciones' }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<S.WithoutExport />);
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('changes project and status filters, and searches what was typed', async () => {
    const onFilterChange = vi.fn();
    render(<S.EveryStatus onFilterChange={onFilterChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '12');
    expect(onFilterChange).toHaveBeenLastCalledWith({ project: '12' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'En revisión');
    expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'in_review' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar preaprobaciones' }),
      '16543210k{Enter}',
    );
    expect(onFilterChange).toHaveBeenLastCalledWith({ q: '16543210k' });
  });

  it('shows loading, empty and no-match states in Spanish', () => {
    const loading = render(<S.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    loading.unmount();
    const empty = render(<S.Empty />);
    expect(screen.getByText('Aún no hay preaprobaciones.')).toBeTruthy();
    empty.unmount();
    render(<S.NoMatches />);
    expect(screen.getByText('Ninguna preaprobación coincide con los filtros.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar preaprobaciones' }).value,
    ).toBe('16.543.210-K');
  });

  it('pages, explains a failed load and keeps long names whole', async () => {
    const onPageChange = vi.fn();
    const many = render(<S.ManyPagesLoadingNext loading={false} onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 31–34 de 850')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    many.unmount();
    const onRetry = vi.fn();
    const failed = render(<S.Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos conectar con el servidor.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
    failed.unmount();
    const refresh = render(<S.FailedRefresh />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Camila Rojas Fuentes')).toBeTruthy();
    refresh.unmount();
    render(<S.LongNames />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
  });
});
