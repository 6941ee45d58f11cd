import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './data-table.stories';

const {
  Loading,
  LoadingNextPage,
  Empty,
  EmptyCustomText,
  OneRow,
  ManyRows,
  LongText,
  Sortable,
  SortedAscending,
  SortedDescending,
  WithToolbar,
  ColumnsChosen,
} = composeStories(stories);

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
    expect(screen.queryByTestId('busy-bar')).toBeNull();
  });

  it('keeps the current rows while the next page loads', () => {
    render(<LoadingNextPage />);
    expect(screen.queryAllByTestId('data-table-skeleton')).toHaveLength(0);
    expect(screen.getByText('Matías González Pérez')).toBeTruthy();
    expect(screen.getByTestId('busy-bar')).toBeTruthy();
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

  it('draws plain headers when the list does not sort', () => {
    render(<OneRow />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe(
      null,
    );
  });

  it('marks the sorted column with aria-sort, the others as none', () => {
    render(<SortedAscending />);
    const sortOf = (name: string) =>
      screen.getByRole('columnheader', { name }).getAttribute('aria-sort');
    expect(sortOf('Nombre')).toBe('ascending');
    expect(sortOf('Correo')).toBe('none');
    // A column without a sort key has no button and no aria-sort.
    expect(sortOf('Rol')).toBe(null);
    expect(within(screen.getByRole('columnheader', { name: 'Rol' })).queryByRole('button')).toBe(
      null,
    );
  });

  it('cycles ascending, descending and none from the keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const header = () => screen.getByRole('columnheader', { name: 'Correo' });
    const button = within(header()).getByRole('button', { name: 'Correo' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.keyboard('{Enter}');
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('starts from a descending sort and moves to another column ascending', async () => {
    render(<SortedDescending />);
    const sortOf = (name: string) =>
      screen.getByRole('columnheader', { name }).getAttribute('aria-sort');
    expect(sortOf('Correo')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(sortOf('Nombre')).toBe('ascending');
    expect(sortOf('Correo')).toBe('none');
  });
});

describe('DataTable toolbar', () => {
  const headerTexts = () =>
    within(screen.getByRole('table', { name: 'Usuarios' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);

  it('has none unless the list gives preferences', () => {
    render(<OneRow />);
    expect(screen.queryByRole('button', { name: /Columnas/ })).toBeNull();
  });

  it('hides and shows columns from «Columnas», by keyboard too', async () => {
    const user = userEvent.setup();
    render(<WithToolbar />);
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Inmobiliaria' }));
    expect(headerTexts()).toEqual(['Nombre', 'Correo', 'Rol']);
    // The menu stays open, its last choice highlighted: the next one by keyboard.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(headerTexts()).toEqual(['Nombre', 'Correo']);
    expect(screen.getByRole('button', { name: 'Columnas (2/4)' })).toBeTruthy();
  });

  it('keeps at least one column', async () => {
    const user = userEvent.setup();
    render(<ColumnsChosen />);
    await user.click(screen.getByRole('button', { name: 'Columnas (2/4)' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Correo' }));
    expect(headerTexts()).toEqual(['Nombre']);
    const last = screen.getByRole('menuitemcheckbox', { name: 'Nombre' });
    expect(last.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Mostrar todas' }));
    expect(headerTexts()).toEqual(['Nombre', 'Correo', 'Inmobiliaria', 'Rol']);
  });

  it('switches the row density', async () => {
    const user = userEvent.setup();
    render(<ColumnsChosen />);
    const table = screen.getByRole('table', { name: 'Usuarios' });
    expect(table.getAttribute('data-density')).toBe('compact');
    const group = screen.getByRole('group', { name: 'Densidad de filas' });
    expect(within(group).getByRole('button', { name: 'Compacta' }).getAttribute('aria-pressed')).toBe('true'); // prettier-ignore
    await user.click(within(group).getByRole('button', { name: 'Cómoda' }));
    expect(table.getAttribute('data-density')).toBe('comfortable');
  });
});
