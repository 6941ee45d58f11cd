import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './history-card.stories';

const { WithChanges, Empty } = composeStories(stories);

describe('HistoryCard', () => {
  it('names who changed what, with statuses and fields in Spanish', () => {
    renderStory(<WithChanges />);
    const card = within(screen.getByRole('region', { name: 'Historial' }));
    expect(card.getByText('Catalina Morales Herrera')).toBeTruthy();
    expect(card.getByText('Estado')).toBeTruthy();
    expect(card.getByText('Pendiente de pago')).toBeTruthy();
    expect(card.getByText('Pagada')).toBeTruthy();
    expect(card.getByText('Valor UF')).toBeTruthy();
    expect(card.queryByText('paid')).toBeNull();
  });

  it('says when nothing changed yet', () => {
    renderStory(<Empty />);
    expect(screen.getByText('Sin cambios registrados.')).toBeTruthy();
  });
});
