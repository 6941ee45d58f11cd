import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMoves } from '../../../machines/prospect-move/prospect-move.board';
import type * as board from '../../../machines/prospect-move/prospect-move.board';
import { firstPagesFixture, perTypeAnswer } from './board.fixtures';
import { at, lookupAnswers, serve } from './board/business.test-kit';
import { BusinessPage } from './business-page';

// The board draws its columns through applyMoves on every render: counting its calls counts the
// board's redraws.
vi.mock('../../../machines/prospect-move/prospect-move.board', async (original) => {
  const actual = await original<typeof board>();
  return { ...actual, applyMoves: vi.fn(actual.applyMoves) };
});

describe('BusinessPage move dialog', () => {
  it('types the reason without redrawing the board on each keystroke', async () => {
    serve({ ...lookupAnswers, ProspectsPerType: () => perTypeAnswer(firstPagesFixture) });
    at('/business', <BusinessPage />, '/business');
    await screen.findByText('Luis Alberto Muñoz Tapia');
    await userEvent.click(screen.getByRole('button', { name: 'Mover a… Luis Alberto Muñoz Tapia' })); // prettier-ignore
    const reason = await screen.findByRole('textbox', { name: /¿Por qué se mueve\?/ });
    const before = vi.mocked(applyMoves).mock.calls.length;
    await userEvent.type(reason, 'Envió sus liquidaciones.');
    expect((reason as HTMLTextAreaElement).value).toBe('Envió sus liquidaciones.');
    // 24 keystrokes: the dialog follows them, the board is not drawn again for a single one.
    expect(vi.mocked(applyMoves).mock.calls.length - before).toBe(0);
  });
});
