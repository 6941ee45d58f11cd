import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import { longNameCard } from '../board.fixtures';
import * as stories from './board-column.stories';

const { Empty, ThreeCards, FiveHundredWithMore, LoadingMore, MoreFailed, DropTarget } =
  composeStories(stories);

const column = (name: string) => screen.getByRole('region', { name });

describe('BoardColumn', () => {
  it('says when a stage has no prospects', () => {
    renderStory(<Empty />);
    const promesa = within(column('Promesa'));
    expect(promesa.getByText('Sin negocios en esta etapa')).toBeTruthy();
    expect(promesa.getByTestId('stage-count').textContent).toBe('0 negocios');
    expect(promesa.queryByRole('button', { name: /Ver más/ })).toBeNull();
  });

  it('lists its cards under its name and count, without «Ver más» when all are loaded', () => {
    renderStory(<ThreeCards />);
    const nuevo = within(column('Nuevo'));
    expect(nuevo.getAllByRole('listitem')).toHaveLength(3);
    expect(nuevo.getByTestId('stage-count').textContent).toBe('3 negocios');
    expect(nuevo.queryByText('Sin negocios en esta etapa')).toBeNull();
    expect(nuevo.queryByRole('button', { name: /Ver más/ })).toBeNull();
  });

  it('counts the stage total in es-CL and loads the next page with «Ver más»', async () => {
    const onLoadMore = vi.fn();
    const first = renderStory(<FiveHundredWithMore onLoadMore={onLoadMore} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByTestId('stage-count').textContent).toBe('500 negocios');
    await userEvent.click(screen.getByRole('button', { name: 'Ver más negocios de Nuevo' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    first.unmount();
    renderStory(<FiveHundredWithMore total={12345} />);
    expect(screen.getByTestId('stage-count').textContent).toBe('12.345 negocios');
  });

  it('shows the next page on its way, and a failed one with «Reintentar»', async () => {
    const loading = renderStory(<LoadingMore />);
    expect(
      screen.getByRole('button', { name: 'Ver más negocios de Nuevo' }).hasAttribute('disabled'),
    ).toBe(true);
    loading.unmount();
    const onLoadMore = vi.fn();
    renderStory(<MoreFailed onLoadMore={onLoadMore} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar negocios de Nuevo' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('takes a card dragged from another column, highlighted while it is over', () => {
    const onDrop = vi.fn();
    renderStory(<DropTarget onDrop={onDrop} />);
    const target = column('Nuevo');
    expect(target.hasAttribute('data-drop-target')).toBe(false);
    fireEvent.dragOver(target, { dataTransfer: { dropEffect: '' } });
    expect(target.getAttribute('data-drop-target')).toBe('true');
    fireEvent.drop(target);
    expect(onDrop).toHaveBeenCalledWith(longNameCard, '2', '1');
    expect(target.hasAttribute('data-drop-target')).toBe(false);
  });

  it('is no drop target for a card of its own', () => {
    const onDrop = vi.fn();
    renderStory(<DropTarget onDrop={onDrop} dragged={{ card: longNameCard, fromStageId: '1' }} />);
    const target = column('Nuevo');
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(target.hasAttribute('data-drop-target')).toBe(false);
    expect(onDrop).not.toHaveBeenCalled();
  });
});
