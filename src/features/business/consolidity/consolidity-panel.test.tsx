import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './consolidity-panel.stories';

const S = composeStories(stories);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ConsolidityPanel', () => {
  it('lists each origin in Spanish with its counts and share, then the totals', () => {
    render(<S.Filled />);
    const rows = within(screen.getByRole('table', { name: 'Origen de los negocios' })).getAllByRole(
      'row',
    );
    expect(
      within(rows[0] ?? document.body)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Origen', 'Cotizaciones', 'Contactos', 'Total', 'Porcentaje']);
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['Sitio web', '412', '287', '699', '41,31 %'],
      ['Portal inmobiliario', '301', '118', '419', '24,76 %'],
      ['Sala de ventas', '233', '52', '285', '16,84 %'],
      ['Redes sociales', '96', '104', '200', '11,82 %'],
      ['Referido', '61', '28', '89', '5,26 %'],
      // The rounded shares add to 99,99 %; the whole period is 100 %.
      ['Total', '1.103', '589', '1.692', '100,00 %'],
    ]);
  });

  it('tells which end of the period changed', () => {
    render(<S.Filled />);
    const desde = screen.getByLabelText<HTMLInputElement>('Desde');
    expect(desde.value).toBe('2025-03-01');
    fireEvent.change(desde, { target: { value: '2025-02-01' } });
    expect(S.Filled.args.onRangeChange).toHaveBeenLastCalledWith({ from: '2025-02-01' });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-02-28' } });
    expect(S.Filled.args.onRangeChange).toHaveBeenLastCalledWith({ to: '2025-02-28' });
  });

  it('shows an empty period, loading and a failure with retry', async () => {
    const empty = render(<S.Empty />);
    expect(screen.getByText('Sin cotizaciones ni contactos en este período.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    empty.unmount();
    const loading = render(<S.Loading />);
    expect(screen.getByRole('status', { name: 'Cargando origen de los negocios' })).toBeTruthy();
    loading.unmount();
    render(<S.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('El servidor no pudo completar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(S.Failed.args.onRetry).toHaveBeenCalled();
  });

  it('explains a reversed period instead of showing a table', () => {
    render(<S.ReversedRange />);
    expect(
      screen.getByText('La fecha final debe ser igual o posterior a la inicial.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
