import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import { camilaCard } from '../board.fixtures';
import * as stories from './prospect-card.stories';
import { PROSPECT_DRAG_TYPE } from './prospect-card';

const {
  HighWithPreapprovalAndRukan,
  MediumPlain,
  LowInReview,
  LongName,
  Moving,
  ReadOnly,
  PossibleDuplicate,
  SeveralDuplicates,
} = composeStories(stories);

const badge = (label: string) => screen.getByText(label, { selector: '[data-status]' });

describe('ProspectCardView', () => {
  it('shows the customer, formatted RUT, project, criticality, pre-approval, Rukan and date', () => {
    renderStory(<HighWithPreapprovalAndRukan />);
    const link = screen.getByRole('link', { name: 'Ver negocio de Camila Andrea Rojas Soto' });
    expect(link.getAttribute('href')).toBe('/3101/business-details');
    expect(screen.getByText('RUT 16.543.287-8')).toBeTruthy();
    expect(screen.getByText('Parque Los Aromos')).toBeTruthy();
    expect(badge('Alta').getAttribute('data-status')).toBe('high');
    expect(badge('Aprobada').getAttribute('data-status')).toBe('approved');
    expect(screen.getByText('Rukan vigente')).toBeTruthy();
    expect(screen.getByText('14-03-2025')).toBeTruthy();
  });

  it('names every criticality in Spanish and leaves out what the prospect lacks', () => {
    const medium = renderStory(<MediumPlain />);
    expect(badge('Media')).toBeTruthy();
    expect(screen.queryByText('Preaprobación')).toBeNull();
    expect(screen.queryByText('Rukan vigente')).toBeNull();
    medium.unmount();
    renderStory(<LowInReview />);
    expect(badge('Baja')).toBeTruthy();
    expect(badge('En revisión')).toBeTruthy();
  });

  it('keeps a long name whole in its title and without a criticality badge', () => {
    renderStory(<LongName />);
    const name = 'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río';
    expect(screen.getByRole('link', { name: `Ver negocio de ${name}` }).getAttribute('title')).toBe(
      name,
    );
    expect(screen.queryByText('Criticidad')).toBeNull();
    expect(badge('Rechazada')).toBeTruthy();
  });

  it('asks to move the card from its «Mover a…» button, by keyboard too', async () => {
    const onMove = vi.fn();
    renderStory(<HighWithPreapprovalAndRukan onMove={onMove} />);
    const button = screen.getByRole('button', { name: 'Mover a… Camila Andrea Rojas Soto' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(camilaCard);
  });

  it('drags with the prospect id and marks a card whose move is in flight', () => {
    const onDragStart = vi.fn();
    const setData = vi.fn();
    const view = renderStory(<HighWithPreapprovalAndRukan onDragStart={onDragStart} />);
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(item, { dataTransfer: { setData, effectAllowed: '' } });
    expect(setData).toHaveBeenCalledWith(PROSPECT_DRAG_TYPE, '3101');
    expect(onDragStart).toHaveBeenCalledWith(camilaCard);
    view.unmount();
    renderStory(<Moving />);
    expect(screen.getByRole('listitem').getAttribute('aria-busy')).toBe('true');
  });

  it('offers no move on a read-only board', () => {
    renderStory(<ReadOnly />);
    const item = screen.getByRole('listitem');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(item.getAttribute('draggable')).toBe('false');
  });

  it('marks a possible duplicate, saying how many share the RUT, and nothing otherwise', () => {
    const one = renderStory(<PossibleDuplicate />);
    expect(screen.getByText('Posible duplicado').closest('[title]')?.getAttribute('title')).toBe(
      'Otro negocio de la inmobiliaria tiene el mismo RUT',
    );
    one.unmount();
    const several = renderStory(<SeveralDuplicates />);
    expect(screen.getByText('Posible duplicado').closest('[title]')?.getAttribute('title')).toBe(
      'Otros 3 negocios de la inmobiliaria tienen el mismo RUT',
    );
    several.unmount();
    renderStory(<MediumPlain />);
    expect(screen.queryByText('Posible duplicado')).toBeNull();
  });
});
