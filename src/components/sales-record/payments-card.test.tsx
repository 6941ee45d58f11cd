import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './payments-card.stories';

const { WithPayments, WithUfValue, Empty, WithFlowCheck } = composeStories(stories);

describe('PaymentsCard', () => {
  it('lists the payments under its title, with the UF value only where asked', () => {
    const plain = renderStory(<WithPayments />);
    const card = within(screen.getByRole('region', { name: 'Pagos informados por la pasarela' }));
    expect(card.getAllByRole('article')).toHaveLength(1);
    expect(card.queryByText(/Valor UF usado/)).toBeNull();
    expect(card.queryByRole('button', { name: 'Verificar con Flow' })).toBeNull();
    plain.unmount();
    renderStory(<WithUfValue />);
    expect(screen.getByText('Valor UF usado: $38.912,45')).toBeTruthy();
  });

  it('says when there are none, and asks Flow where allowed', async () => {
    const empty = renderStory(<Empty />);
    expect(screen.getByText('La pasarela aún no informa pagos de esta reserva.')).toBeTruthy();
    empty.unmount();
    renderStory(<WithFlowCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar con Flow' }));
    const answer = within(await screen.findByRole('status'));
    expect(answer.getByText('La orden quedó «Aprobada».')).toBeTruthy();
  });
});
