import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './virtual-data-table.stories';

const { Loading, Empty, FewRows, FiveThousandRows, Selectable, SortedByPrice, ColumnsChosen } =
  composeStories(stories);

// jsdom lays nothing out: give every element the height of the stories' scroll box so the
// virtualizer sees a 480 px viewport, as a browser would.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 480,
  });
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const table = () => screen.getByRole('table', { name: 'Unidades del proyecto' });
const dataRows = () => table().querySelectorAll('tbody tr[data-index]');
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('VirtualDataTable', () => {
  it('draws at most 60 of 5,000 rows and tells screen readers the full count', () => {
    renderStory(<FiveThousandRows />);
    expect(table().getAttribute('aria-rowcount')).toBe('5001');
    const drawn = dataRows().length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThanOrEqual(60);
    expect(table().querySelectorAll('tr').length).toBeLessThanOrEqual(63);
    expect(within(table()).getByText('A-101')).toBeTruthy();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Unidad', 'Modelo', 'Torre', 'Piso', 'Precio']);
  });

  it('draws the rows scrolled into view, still few of them', () => {
    renderStory(<FiveThousandRows />);
    const scroller = screen.getByTestId('virtual-table-scroll');
    act(() => {
      scroller.scrollTop = 44 * 3000;
      fireEvent.scroll(scroller);
    });
    const indexes = [...dataRows()].map((row) => Number(row.getAttribute('data-index')));
    expect(indexes).toContain(3005);
    expect(indexes).not.toContain(0);
    expect(indexes.length).toBeLessThanOrEqual(60);
    // The spacer above stands for the rows scrolled past.
    const spacer = table().querySelector('tbody tr[data-spacer] td');
    expect(spacer?.getAttribute('style')).toMatch(/height: \d{5,}px/);
  });

  it('shows skeleton rows while loading and a Spanish empty state', () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('virtual-table-skeleton')).toHaveLength(8);
    expect(table().closest('[aria-busy="true"]')).toBeTruthy();
    first.unmount();
    renderStory(<Empty />);
    expect(screen.getByText('No hay unidades que coincidan con los filtros.')).toBeTruthy();
  });

  it('has no checkbox column unless selection is asked for', () => {
    renderStory(<FewRows />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('selects the whole page from the header, and clears it again', async () => {
    renderStory(<Selectable initialSelected={[]} />);
    const all = box('Seleccionar todas las filas de la página');
    await userEvent.click(all);
    expect(box('Seleccionar A-101')).toHaveProperty('checked', true);
    expect(table().querySelectorAll('tr[data-selected]').length).toBe(dataRows().length);
    await userEvent.click(box('Seleccionar A-102'));
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(all);
    await userEvent.click(all);
    expect(box('Seleccionar A-101')).toHaveProperty('checked', false);
    expect(table().querySelectorAll('tr[data-selected]')).toHaveLength(0);
  });

  it('selects a range with shift-click', async () => {
    const user = userEvent.setup();
    renderStory(<Selectable initialSelected={[]} />);
    await user.click(box('Seleccionar A-102'));
    await user.keyboard('{Shift>}');
    await user.click(box('Seleccionar A-106'));
    await user.keyboard('{/Shift}');
    const checked = ['A-101', 'A-102', 'A-103', 'A-106', 'A-107'].map((id) =>
      box(`Seleccionar ${id}`).matches(':checked'),
    );
    expect(checked).toEqual([false, true, true, true, false]);
  });

  it('reaches the checkboxes with Tab and toggles them with Space', async () => {
    const user = userEvent.setup();
    renderStory(<Selectable initialSelected={[]} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('virtual-table-scroll'));
    await user.tab();
    expect(document.activeElement).toBe(box('Seleccionar todas las filas de la página'));
    await user.tab();
    expect(document.activeElement).toBe(box('Seleccionar A-101'));
    await user.keyboard(' ');
    expect(box('Seleccionar A-101')).toHaveProperty('checked', true);
    expect(box('Seleccionar A-102')).toHaveProperty('checked', false);
  });

  it('sorts by its header buttons beside the selection column, by keyboard too', async () => {
    const user = userEvent.setup();
    renderStory(<SortedByPrice />);
    const sortOf = (name: string) =>
      screen.getByRole('columnheader', { name }).getAttribute('aria-sort');
    expect(sortOf('Precio')).toBe('descending');
    expect(sortOf('Unidad')).toBe('none');
    expect(sortOf('Torre')).toBe(null);
    screen.getByRole('button', { name: 'Unidad' }).focus();
    await user.keyboard('{Enter}');
    expect(sortOf('Unidad')).toBe('ascending');
    expect(sortOf('Precio')).toBe('none');
  });

  it('draws the chosen columns and compact rows; the selection column is not offered', async () => {
    const user = userEvent.setup();
    renderStory(<ColumnsChosen />);
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toEqual(['', 'Unidad', 'Torre', 'Precio']);
    expect(table().getAttribute('data-density')).toBe('compact');
    expect((dataRows()[0] as HTMLElement).style.height).toBe('33px');
    await user.click(screen.getByRole('button', { name: 'Columnas (3/5)' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Unidad', 'Modelo', 'Torre', 'Piso', 'Precio']); // prettier-ignore
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Piso' }));
    expect(headers()).toEqual(['', 'Unidad', 'Torre', 'Piso', 'Precio']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cómoda' }));
    expect((dataRows()[0] as HTMLElement).style.height).toBe('44px');
  });
});
