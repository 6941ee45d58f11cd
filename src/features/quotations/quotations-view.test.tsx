import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './quotations-view.stories';

const {
  EveryStatus,
  RealstateUserView,
  Loading,
  Empty,
  FilteredEmpty,
  WrongDates,
  Failed,
  LongNames,
  FilteredByStatus,
} = composeStories(stories);

const rowOf = (id: string) => {
  const row = screen.getByRole('link', { name: `Cotización N° ${id}` }).closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
};

describe('QuotationsView', () => {
  it('shows each quotation with its customer, RUT, home, UF price, rents and status', () => {
    renderStory(<EveryStatus />);
    const camila = rowOf('50231');
    expect(camila.getByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(camila.getByText('RUT 16.543.287-8')).toBeTruthy();
    expect(camila.getByText('camila.rojas@gmail.com · +56 9 8765 4321')).toBeTruthy();
    expect(camila.getByText('14-03-2025')).toBeTruthy();
    expect(camila.getByText('1204')).toBeTruthy();
    expect(camila.getByText('UF 2.450,50')).toBeTruthy();
    expect(camila.getByText('$650.000 – $1.100.000')).toBeTruthy();
    expect(camila.getByText('Vigente')).toBeTruthy();
    expect(rowOf('50228').getByText('RUT 8.765.432-K')).toBeTruthy();
    const statuses = ['Vigente', 'Reservada', 'Promesada', 'Vencida', 'Anulada'];
    for (const status of statuses)
      expect(screen.getByText(status, { selector: '[data-status]' })).toBeTruthy();
    expect(camila.getByRole('link', { name: 'Cotización N° 50231' }).getAttribute('href')).toBe(
      '/quotations/50231/details',
    );
    expect(
      camila
        .getByRole('link', { name: 'Auditoría de la cotización N° 50231' })
        .getAttribute('href'),
    ).toBe('/quotations/50231/audits');
    expect(screen.getByRole('combobox', { name: 'Inmobiliaria' })).toBeTruthy();
  });

  it('gives a one-agency viewer neither the agency filter nor the audits', () => {
    renderStory(<RealstateUserView />);
    expect(screen.queryByRole('combobox', { name: 'Inmobiliaria' })).toBeNull();
    expect(rowOf('50231').queryByRole('link', { name: /Auditoría/ })).toBeNull();
  });

  it('reports filters, the search, a typed date and pages to the page', async () => {
    const onChange = vi.fn();
    const onPageChange = vi.fn();
    const base = EveryStatus.args.filters;
    if (!base) throw new Error('no filters');
    renderStory(<EveryStatus filters={{ ...base, onChange }} onPageChange={onPageChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inmobiliaria' }), '2');
    expect(onChange).toHaveBeenLastCalledWith({ agency: '2', project: '' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ project: '4' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Reservada');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'booked' });
    const from = screen.getByRole('textbox', { name: 'Desde' });
    await userEvent.type(from, '01-03-2025');
    expect(onChange).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '01-03-2025' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar cotizaciones' }),
      '16543287-8{Enter}',
    );
    expect(onChange).toHaveBeenLastCalledWith({ q: '16543287-8' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers the Excel export and starts it', async () => {
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    renderStory(<EveryStatus requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /Solicitando/ })).toBeTruthy());
  });

  it('shows loading, empty, filtered-empty and failed states', () => {
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay cotizaciones.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).toBeNull();
    b.unmount();
    const c = renderStory(<FilteredEmpty />);
    expect(screen.getByText('Ninguna cotización coincide con los filtros.')).toBeTruthy();
    c.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
  });

  it('explains a wrong date next to its field and clears every filter at once', async () => {
    const onChange = vi.fn();
    const base = WrongDates.args.filters;
    if (!base) throw new Error('no filters');
    renderStory(<WrongDates filters={{ ...base, onChange }} />);
    expect(screen.getByText('Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Desde' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onChange).toHaveBeenCalledWith({
      project: '',
      agency: '',
      from: '',
      to: '',
      status: '',
      q: '',
      expiring: '',
    });
  });

  it('keeps long names readable and filters by one status', () => {
    const first = renderStory(<LongNames />);
    expect(
      screen.getByText('María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río'),
    ).toBeTruthy();
    expect(screen.getByText('Torre B, departamento 1204-A')).toBeTruthy();
    first.unmount();
    renderStory(<FilteredByStatus />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty('value', 'booked');
  });
});

describe('QuotationsView deadlines (issue 31)', () => {
  const { EveryStatus: All, Expiring } = composeStories(stories);

  it('shows how long an active quotation is valid, and «Vencida» for an expired one', () => {
    renderStory(<All />);
    expect(rowOf('50231').getByText('Vence en 2 días')).toBeTruthy();
    expect(rowOf('50228').getByText('Vencida', { selector: '[data-expiry]' })).toBeTruthy();
    expect(rowOf('50230').getByLabelText('Sin vencimiento')).toBeTruthy();
  });

  it('filters «Por vencer» and clears it with the other filters', async () => {
    const onChange = vi.fn();
    renderStory(<All filters={{ ...All.args.filters!, onChange }} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' }));
    expect(onChange).toHaveBeenLastCalledWith({ expiring: '1' });
  });

  it('keeps «Por vencer» checked from the URL and offers to clear it', async () => {
    const onChange = vi.fn();
    renderStory(<Expiring filters={{ ...Expiring.args.filters!, onChange }} />);
    const box = screen.getByRole('checkbox', { name: 'Por vencer (próximas 48 horas)' });
    expect(box).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: /Limpiar filtros/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ expiring: '' }));
  });
});
