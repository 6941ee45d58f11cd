import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './data-table.stories';

const { Loading, LoadingNextPage, Empty, EmptyCustomText, OneRow, ManyRows, LongText } =
  composeStories(stories);

const bodyRows = () => within(screen.getByRole('table', { name: 'Usuarios' })).getAllByRole('row');

describe('DataTable', () => {
  it('is a table named by its caption, with column headers', () => {
    render(<OneRow />);
    const table = screen.getByRole('table', { name: 'Usuarios' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nombre',
      'Correo',
      'Inmobiliaria',
      'Rol',
    ]);
    expect(within(table).getByRole('cell', { name: 'Camila Rojas Soto' })).toBeTruthy();
  });

  it('draws skeleton rows while the first page loads', () => {
    render(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.queryByText('No hay registros para mostrar.')).toBeNull();
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('keeps the current rows while the next page loads', () => {
    render(<LoadingNextPage />);
    expect(screen.queryAllByTestId('data-table-skeleton')).toHaveLength(0);
    expect(screen.getByText('Matías González Pérez')).toBeTruthy();
  });

  it('says so in Spanish when there are no rows', () => {
    const { unmount } = render(<Empty />);
    const cell = screen.getByText('No hay registros para mostrar.').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('4');
    unmount();
    render(<EmptyCustomText />);
    expect(screen.getByText('Ningún usuario coincide con «Zamorano».')).toBeTruthy();
  });

  it('renders every row it is given, keyed by the row id', () => {
    render(<ManyRows />);
    expect(bodyRows()).toHaveLength(41);
  });

  it('shows long values whole', () => {
    render(<LongText />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
  });
});
