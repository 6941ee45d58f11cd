import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as board from '../../../machines/prospect-move/prospect-move.board';
import { firstPagesFixture, perTypeAnswer } from './board.fixtures';
import { at, lookupAnswers, serve } from './board/business.test-kit';
import { BusinessPage } from './business-page';

describe('BusinessPage move dialog', () => {
  it('types the reason without redrawing the board on each keystroke', async () => {
    // The board draws its columns through applyMoves on every render: counting its calls counts
    // the board's redraws.
    const draws = vi.spyOn(board, 'applyMoves');
    serve({ ...lookupAnswers, ProspectsPerType: () => perTypeAnswer(firstPagesFixture) });
    at('/business', <BusinessPage />, '/business');
    await screen.findByText('Luis Alberto Muñoz Tapia');
    await userEvent.click(screen.getByRole('button', { name: 'Mover a… Luis Alberto Muñoz Tapia' })); // prettier-ignore
    const reason = await screen.findByRole('textbox', { name: /¿Por qué se mueve\?/ });
    expect(draws).toHaveBeenCalled();
    const before = draws.mock.calls.length;
    await userEvent.type(reason, 'Envió sus liquidaciones.');
    expect((reason as HTMLTextAreaElement).value).toBe('Envió sus liquidaciones.');
    // 24 keystrokes: the dialog follows them, the board is not drawn again for a single one.
    expect(draws.mock.calls.length - before).toBe(0);
  });
});
