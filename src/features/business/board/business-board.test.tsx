import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import { camilaCard, luisCard } from '../board.fixtures';
import * as stories from './business-board.stories';

const { Filled, Loading, Failed, Empty, FilteredEmpty, MoveInFlight } = composeStories(stories);

const column = (name: string) => within(screen.getByRole('region', { name }));
const STAGES = [
  'Nuevo',
  'Contactado',
  'Evaluación financiera',
  'Reserva',
  'Promesa',
  'Ganado',
  'Perdido',
];

describe('BusinessBoard', () => {
  it('draws one column per stage in stage order, each with its count and cards', () => {
    renderStory(<Filled />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(STAGES);
    expect(column('Nuevo').getByTestId('stage-count').textContent).toBe('45 negocios');
    expect(column('Nuevo').getAllByRole('listitem')).toHaveLength(3);
    expect(column('Evaluación financiera').getByText('Luis Alberto Muñoz Tapia')).toBeTruthy();
    expect(column('Reserva').getByText('Sin negocios en esta etapa')).toBeTruthy();
    // Only Nuevo has more pages than it shows.
    expect(screen.getAllByRole('button', { name: /^Ver más/ })).toHaveLength(1);
  });

  it('asks for the next page of one column, and a move from a card, by keyboard', async () => {
    const onLoadMore = vi.fn();
    const onMoveCard = vi.fn();
    renderStory(<Filled onLoadMore={onLoadMore} onMoveCard={onMoveCard} />);
    screen.getByRole('button', { name: 'Ver más negocios de Nuevo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledWith('1');
    screen.getByRole('button', { name: 'Mover a… Luis Alberto Muñoz Tapia' }).focus();
    await userEvent.keyboard(' ');
    expect(onMoveCard).toHaveBeenCalledWith(luisCard, '3');
  });

  it('opens a move when a card is dropped on another column', () => {
    const onDropCard = vi.fn();
    renderStory(<Filled onDropCard={onDropCard} />);
    const card = screen
      .getByRole('link', { name: 'Ver negocio de Camila Andrea Rojas Soto' })
      .closest('li');
    if (!card) throw new Error('no card');
    fireEvent.dragStart(card, { dataTransfer: { setData: () => undefined } });
    const reserva = screen.getByRole('region', { name: 'Reserva' });
    fireEvent.dragOver(reserva, { dataTransfer: { dropEffect: '' } });
    expect(reserva.getAttribute('data-drop-target')).toBe('true');
    fireEvent.drop(reserva);
    expect(onDropCard).toHaveBeenCalledWith(camilaCard, '1', '4');
  });

  it('lets the keyboard reach the scrolling row of columns', async () => {
    renderStory(<Filled />);
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Tablero de negocios' }),
    );
  });

  it('shows a skeleton, then a Spanish error with «Reintentar»', async () => {
    const loading = renderStory(<Loading />);
    expect(screen.getAllByTestId('board-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    loading.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says each stage is empty, or once that the filters match nothing', async () => {
    const empty = renderStory(<Empty />);
    expect(screen.getAllByText('Sin negocios en esta etapa')).toHaveLength(7);
    empty.unmount();
    const onClearFilters = vi.fn();
    renderStory(<FilteredEmpty onClearFilters={onClearFilters} />);
    expect(screen.getByText('Ningún negocio coincide con los filtros.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('draws a move in flight where it goes, saying it is moving', () => {
    renderStory(<MoveInFlight />);
    expect(column('Evaluación financiera').getByTestId('stage-count').textContent).toBe(
      '0 negocios',
    );
    const reserva = column('Reserva');
    expect(reserva.getByTestId('stage-count').textContent).toBe('1 negocio');
    expect(reserva.getByRole('listitem').getAttribute('aria-busy')).toBe('true');
    expect(reserva.getByText('Moviendo…')).toBeTruthy();
  });
});
