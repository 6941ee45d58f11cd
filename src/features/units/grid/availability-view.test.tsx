import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './availability-view.stories';
import {
  floorsOf,
  moveFrom,
  rangeBetween,
  stateCounts,
  withFlags,
  withVisibility,
} from './grid-layout';
import { gridHomes } from './availability.fixtures';

const {
  Loading,
  EmptyTower,
  NoHomes,
  MixedStates,
  Selection,
  MakingNotBookeable,
  MakingPromisable,
  Failed,
  LargeTower,
} = composeStories(stories);

const grid = () => screen.getByRole('grid', { name: 'Grilla de disponibilidad' });
const cell = (identifier: string) =>
  within(grid()).getByRole('gridcell', { name: new RegExp(`^${identifier},`) });

describe('grid layout', () => {
  it('groups homes by floor, counts states and walks ranges in reading order', () => {
    const homes = gridHomes(3, 4);
    const floors = floorsOf(homes);
    expect(floors.map((f) => f.label)).toEqual(['Piso 3', 'Piso 2', 'Piso 1']);
    const counts = stateCounts(homes);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(12);
    const order = homes.map((h) => h.id);
    expect(rangeBetween(order, '5005', '5002')).toEqual(['5002', '5003', '5004', '5005']);
    expect(moveFrom(floors, { row: 0, col: 3 }, 'ArrowDown')).toEqual({ row: 1, col: 3 });
    expect(moveFrom(floors, { row: 0, col: 0 }, 'ArrowLeft')).toBeNull();
    const sold = { ...homes[0]!, state: 'vendida' as const };
    expect(withVisibility(sold, false).state).toBe('vendida');
    expect(withVisibility({ ...homes[0]!, state: 'disponible' }, false).state).toBe('oculta');
    const free = { ...homes[0]!, state: 'disponible' as const, bookeable: true, promisable: true };
    expect(withFlags(free, { bookeable: false })).toEqual({ ...free, bookeable: false });
    expect(withFlags(free, { promisable: false, visible: false })).toMatchObject({
      bookeable: true,
      promisable: false,
      visible: false,
      state: 'oculta',
    });
  });
});

describe('AvailabilityView', () => {
  it('draws floors as rows with the legend and its counts', () => {
    renderStory(<MixedStates />);
    expect(within(grid()).getAllByRole('row')).toHaveLength(6);
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(48);
    const legend = screen.getByRole('list', { name: 'Leyenda y conteo por estado' });
    expect(within(legend).getByText(/Disponible/).textContent).toBe('Disponible: 24');
    expect(within(legend).getByText(/Oculta/).textContent).toBe('Oculta: 6');
    expect(cell('601').getAttribute('data-state')).toBe('disponible');
    expect(cell('603').getAttribute('data-state')).toBe('reservada');
  });

  it('keeps one cell in the tab order and moves it with the arrows; Enter opens', async () => {
    const user = userEvent.setup();
    renderStory(<MixedStates />);
    const tabbable = within(grid())
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    cell('601').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('602'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('502'));
    expect(cell('502').tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    expect(MixedStates.args.onOpen).toHaveBeenLastCalledWith('5009');
  });

  it('Space ticks a cell and the toolbar offers the grouped actions', async () => {
    const user = userEvent.setup();
    renderStory(<MixedStates />);
    cell('601').focus();
    await user.keyboard(' ');
    expect(cell('601').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Acciones sobre la selección' })).toBeTruthy();
  });

  it('shift-click selects the run between two cells; a click opens the home', async () => {
    const user = userEvent.setup();
    renderStory(<MixedStates />);
    await user.click(cell('602'));
    expect(MixedStates.args.onOpen).toHaveBeenLastCalledWith('5001');
    await user.keyboard('{Shift>}');
    await user.click(cell('605'));
    await user.keyboard('{/Shift}');
    const ticked = within(grid())
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true')
      .map((c) => c.textContent);
    expect(ticked).toEqual(['602', '603', '604', '605']);
  });

  it('a drag selects the cells it crosses and opens nothing', () => {
    renderStory(<MixedStates />);
    const opened = MixedStates.args.onOpen;
    const calls = (opened as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    fireEvent.pointerDown(cell('601'), { button: 0, buttons: 1 });
    fireEvent.pointerOver(cell('603'), { buttons: 1 });
    fireEvent.click(cell('603'));
    expect(cell('602').getAttribute('aria-selected')).toBe('true');
    expect(cell('603').getAttribute('aria-selected')).toBe('true');
    expect((opened as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls);
  });

  it('hides the selection through the grouped action', async () => {
    const user = userEvent.setup();
    renderStory(<Selection />);
    await user.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(Selection.args.onGroupedAction).toHaveBeenLastCalledWith({
      field: 'visible',
      flag: false,
    });
  });

  it('offers reservable and promesable next to visible, and says which one runs', async () => {
    const user = userEvent.setup();
    renderStory(<Selection />);
    const toolbar = screen.getByRole('toolbar', { name: 'Acciones sobre la selección' });
    const labels = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels.slice(0, 6)).toEqual([
      'Mostrar',
      'Ocultar',
      'Reservable',
      'No reservable',
      'Promesable',
      'No promesable',
    ]);
    await user.click(within(toolbar).getByRole('button', { name: 'No reservable' }));
    expect(Selection.args.onGroupedAction).toHaveBeenLastCalledWith({
      field: 'bookeable',
      flag: false,
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Promesable' }));
    expect(Selection.args.onGroupedAction).toHaveBeenLastCalledWith({
      field: 'promisable',
      flag: true,
    });
  });

  it('spins the running action and holds the others', () => {
    const first = renderStory(<MakingNotBookeable />);
    let toolbar = screen.getByRole('toolbar', { name: 'Acciones sobre la selección' });
    expect(within(toolbar).getByText('4 seleccionadas')).toBeTruthy();
    const running = within(toolbar).getByRole('button', { name: /No reservable/ });
    expect(running.hasAttribute('data-loading')).toBe(true);
    expect(within(toolbar).getByRole('button', { name: 'Ocultar' }).hasAttribute('disabled')).toBe(
      true,
    );
    first.unmount();
    renderStory(<MakingPromisable />);
    toolbar = screen.getByRole('toolbar', { name: 'Acciones sobre la selección' });
    expect(
      within(toolbar)
        .getByRole('button', { name: /^Promesable/ })
        .hasAttribute('data-loading'),
    ).toBe(true);
  });

  it('names a home’s flags that are off in its cell', () => {
    renderStory(<MixedStates />);
    // 603 is reserved (no longer reservable), 601 is free and reservable.
    expect(cell('603').getAttribute('aria-label')).toContain('no reservable');
    expect(cell('601').getAttribute('aria-label')).not.toContain('no reservable');
  });

  it('shows the active home’s bodegas and estacionamientos', async () => {
    renderStory(<MixedStates />);
    const panel = screen.getByRole('complementary', { name: 'Vivienda elegida' });
    expect(within(panel).getByRole('link', { name: 'Bodega B-6' }).getAttribute('href')).toBe(
      '/warehouses/806/details',
    );
    expect(within(panel).getByRole('link', { name: 'Estacionamiento E-6' })).toBeTruthy();
  });

  it('says when it loads, fails, or the tower has no homes', () => {
    const { unmount } = renderStory(<Loading />);
    expect(screen.getByLabelText('Cargando la grilla')).toBeTruthy();
    unmount();
    const failed = renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    failed.unmount();
    const empty = renderStory(<EmptyTower />);
    expect(screen.getByText('Torre A no tiene viviendas.')).toBeTruthy();
    empty.unmount();
    renderStory(<NoHomes />);
    expect(screen.getByText('Este proyecto aún no tiene viviendas.')).toBeTruthy();
  });

  it('puts every cell of a 2,000-home tower in the DOM', () => {
    renderStory(<LargeTower />);
    // By selector: a role query computes every element's role, which takes seconds in jsdom here.
    expect(grid().querySelectorAll('[role="gridcell"]')).toHaveLength(2000);
  });
});
