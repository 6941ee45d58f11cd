import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as orderStories from './orders-list-view.stories';

const O = composeStories(orderStories);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Pagos de Promesas', () => {
  it("lists each order with its request's customer, order number, amounts and status", () => {
    render(<O.EveryStatus />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagos de Promesas' })).toBeTruthy();
    expect(headers('Pagos de Promesas')).toEqual([
      'Fecha',
      'Cliente',
      'Proyecto',
      'Unidad',
      'N° de orden',
      'Monto',
      'Valor UF',
      'Estado',
      'Acciones',
    ]);
    const camila = rowOf('Camila Rojas Fuentes');
    expect(camila.getByText('PRO-2025-00060')).toBeTruthy();
    expect(camila.getByText('$1.945.623')).toBeTruthy();
    expect(camila.getByText('Pendiente')).toBeTruthy();
    expect(rowOf('Matías González Pérez').getByText('Aprobada')).toBeTruthy();
    expect(rowOf('Valentina Muñoz Díaz').getByText('Rechazada')).toBeTruthy();
    expect(rowOf('Rodrigo Sepúlveda Tapia').getByText('Reembolsada')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Ver el pago de promesa de Camila Rojas Fuentes' })
        .getAttribute('href'),
    ).toBe('/promises-orders/80/details');
  });

  it('filters by the order statuses and shows its empty states', () => {
    const list = render(<O.EveryStatus />);
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los estados', 'Pendiente', 'Aprobada', 'Rechazada', 'Reembolsada']);
    expect(screen.getByRole('button', { name: 'Exportar pagos' })).toBeTruthy();
    list.unmount();
    const empty = render(<O.Empty />);
    expect(screen.getByText('Aún no hay pagos de promesa.')).toBeTruthy();
    empty.unmount();
    render(<O.NoMatches />);
    expect(screen.getByText('Ningún pago de promesa coincide con los filtros.')).toBeTruthy();
  });
});
