import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './units-view.stories';

const {
  Homes,
  Loading,
  Empty,
  NoProject,
  FiveThousandRows,
  WithSelection,
  Warehouses,
  SortedByPrice,
  SortedByIdentifierDescending,
  UndoOffered,
} = composeStories(stories);

// jsdom lays nothing out: a 600 px viewport for the virtualizer, as in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const table = () => screen.getByRole('table', { name: 'Propiedades del proyecto' });
const rowOf = (identifier: string) => {
  const row = within(table()).getByRole('link', { name: identifier }).closest('tr');
  if (!row) throw new Error(`no row ${identifier}`);
  return within(row);
};

describe('UnitsView', () => {
  it('shows a home with its model, area, price in UF and flags', () => {
    renderStory(<Homes />);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual([
      'Identificador',
      'Modelo',
      'Torre',
      'Piso',
      'Orientación',
      'Dorm.',
      'Baños',
      'Superficie',
      'Precio',
      'Estado',
      'Visible',
      'Reservable',
      'Promesable',
      'Vulnerable',
      'Sector medio',
    ]);
    const home = rowOf('A101');
    expect(home.getByRole('link', { name: 'A101' }).getAttribute('href')).toBe(
      '/properties/1000/details',
    );
    expect(home.getByText('UF 2.350,50')).toBeTruthy();
    expect(home.getByText('54,35 m²')).toBeTruthy();
    expect(home.getByText('Norte')).toBeTruthy();
    expect(home.getByText('1,5')).toBeTruthy();
    expect(home.getByText('Disponible')).toBeTruthy();
    expect(home.getByRole('switch', { name: 'Vulnerable: A101' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: /Crear propiedad/ }).getAttribute('href')).toBe(
      '/properties/create?project=3',
    );
    expect(screen.getByText('Mostrando 1–250 de 740')).toBeTruthy();
  });

  it('keeps at most 60 of 5,000 rows in the DOM', () => {
    renderStory(<FiveThousandRows />);
    expect(table().getAttribute('aria-rowcount')).toBe('5001');
    const drawn = table().querySelectorAll('tbody tr[data-index]').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThanOrEqual(60);
  });

  it('reports a switch flip with the row and the flag', async () => {
    const onFlagChange = vi.fn();
    renderStory(<Homes actions={{ pending: new Set(), locked: false, onFlagChange }} />);
    await userEvent.click(rowOf('B101').getByRole('switch', { name: 'Visible: B101' }));
    expect(onFlagChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: '1001', kind: 'property' }),
      'visible',
      false,
    );
  });

  it('shows the grouped toolbar for a selection and reports its actions', async () => {
    const onGroupedAction = vi.fn();
    renderStory(<WithSelection onGroupedAction={onGroupedAction} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Acciones sobre la selección' });
    expect(within(toolbar).getByText('3 seleccionadas')).toBeTruthy();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Ocultar' }));
    expect(onGroupedAction).toHaveBeenCalledWith({ field: 'visible', flag: false });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'No promesable' }));
    expect(onGroupedAction).toHaveBeenLastCalledWith({ field: 'promisable', flag: false });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Marcar sector medio' }));
    expect(onGroupedAction).toHaveBeenLastCalledWith({ field: 'sectores_medios', flag: true });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('offers warehouses the public-site flags only and leaves the home filters out', async () => {
    renderStory(<Warehouses />);
    expect(screen.queryByLabelText('Modelo')).toBeNull();
    const warehouses = screen.getByRole('table', { name: 'Bodegas del proyecto' });
    await userEvent.click(within(warehouses).getByRole('checkbox', { name: 'Seleccionar B-1' }));
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Mostrar',
      'Ocultar',
      'Reservable',
      'No reservable',
      'Promesable',
      'No promesable',
      'Quitar selección',
    ]);
  });

  it('says what is missing in Spanish', () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('virtual-table-skeleton').length).toBeGreaterThan(0);
    first.unmount();
    const second = renderStory(<Empty />);
    expect(screen.getByText('Este proyecto aún no tiene propiedades.')).toBeTruthy();
    second.unmount();
    renderStory(<NoProject />);
    expect(screen.getByText('Selecciona un proyecto para ver sus unidades.')).toBeTruthy();
  });

  it('shows the server’s sort on its header and asks for the next one (issue 33)', async () => {
    renderStory(<SortedByPrice />);
    const price = screen.getByRole('columnheader', { name: 'Precio' });
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Superficie' }).getAttribute('aria-sort')).toBe(
      'none',
    );
    // The switches' columns do not sort.
    expect(screen.getByRole('columnheader', { name: 'Visible' }).getAttribute('aria-sort')).toBe(
      null,
    );
    await userEvent.click(within(price).getByRole('button', { name: 'Precio' }));
    expect(SortedByPrice.args.sort?.onChange).toHaveBeenCalledWith('-price');
  });

  it('asks for the list’s own order after a descending sort', async () => {
    renderStory(<SortedByIdentifierDescending />);
    const header = screen.getByRole('columnheader', { name: 'Identificador' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button', { name: 'Identificador' }));
    expect(SortedByIdentifierDescending.args.sort?.onChange).toHaveBeenCalledWith(null);
  });

  it('shows the toast of a grouped change with its «Deshacer» (issue 33)', async () => {
    renderStory(<UndoOffered />);
    const title = await screen.findByText('Se ocultaron 2 propiedades del sitio público.');
    const root = title.closest('[data-part="root"]');
    if (!(root instanceof HTMLElement)) throw new Error('no toast');
    expect(rowOf('A101').getByRole('switch', { name: 'Visible: A101' })).toHaveProperty(
      'checked',
      false,
    );
    await userEvent.click(within(root).getByRole('button', { name: 'Deshacer' }));
    expect(root.getAttribute('data-state')).toBe('closed');
  });
});
