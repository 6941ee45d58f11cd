import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPagesFixture, luisCard, perTypeAnswer } from './board.fixtures';
import { Refusal, at, lookupAnswers, serve } from './board/business.test-kit';
import { BusinessPage } from './business-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WHY = 'Pagó la reserva en la sala de ventas.';
const board = () => perTypeAnswer(firstPagesFixture);
const column = (name: string) => within(screen.getByRole('region', { name }));
const count = (name: string) => column(name).getByTestId('stage-count').textContent;

async function moveLuisToReservaByKeyboard() {
  screen.getByRole('button', { name: 'Mover a… Luis Alberto Muñoz Tapia' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Mover negocio' });
  screen.getByRole('radio', { name: 'Reserva' }).focus();
  await userEvent.keyboard(' ');
  await userEvent.click(screen.getByRole('textbox', { name: /¿Por qué se mueve\?/ }));
  await userEvent.paste(WHY);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
}

describe('BusinessPage moves', () => {
  it('moves a card by keyboard at once, counts included, and sends editProspect', async () => {
    let save: (value: unknown) => void = () => undefined;
    let saved = false;
    const moved = { ...luisCard, pipelinestage: { id: '4', name: 'Reserva' }, description: WHY };
    // The server's board after the move: Luis in Reserva (the refetch after saving reads it).
    const afterMove = firstPagesFixture.map((page) =>
      page.id === '3'
        ? { ...page, info: { ...page.info, total: 0 }, data: [] }
        : page.id === '4'
          ? { ...page, info: { ...page.info, total: 1 }, data: [moved] }
          : page,
    );
    const server = serve({
      ...lookupAnswers,
      ProspectsPerType: () => perTypeAnswer(saved ? afterMove : firstPagesFixture),
      EditProspect: () =>
        new Promise((resolve) => {
          save = resolve;
        }),
    });
    at('/business', <BusinessPage />, '/business');
    await screen.findByText('Luis Alberto Muñoz Tapia');
    await moveLuisToReservaByKeyboard();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count('Evaluación financiera')).toBe('0 negocios');
    expect(count('Reserva')).toBe('1 negocio');
    expect(column('Reserva').getByRole('listitem').getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(server.named('EditProspect')[0]?.variables).toEqual({
        prospect_id: '3104',
        description: WHY,
        pipeline_stage_id: '4',
      }),
    );
    saved = true;
    save({ editProspect: moved });
    await waitFor(() =>
      expect(column('Reserva').getByRole('listitem').hasAttribute('aria-busy')).toBe(false),
    );
    expect(count('Reserva')).toBe('1 negocio');
    // Saved, the board is read again from the server: the counts hold.
    await waitFor(() => expect(server.named('ProspectsPerType').length).toBeGreaterThan(1));
    await waitFor(() => expect(count('Reserva')).toBe('1 negocio'));
    expect(count('Evaluación financiera')).toBe('0 negocios');
  });

  it('rolls a refused move back and says why in Spanish', async () => {
    serve({
      ...lookupAnswers,
      ProspectsPerType: board,
      EditProspect: () => {
        throw new Refusal('El negocio ya está cerrado: no se puede mover.');
      },
    });
    at('/business', <BusinessPage />, '/business');
    await screen.findByText('Luis Alberto Muñoz Tapia');
    await moveLuisToReservaByKeyboard();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('El negocio ya está cerrado: no se puede mover.');
    expect(count('Evaluación financiera')).toBe('1 negocio');
    expect(count('Reserva')).toBe('0 negocios');
    expect(column('Evaluación financiera').getByText('Luis Alberto Muñoz Tapia')).toBeTruthy();
  });

  it('opens the move dialog with the column a card is dropped on', async () => {
    serve({ ...lookupAnswers, ProspectsPerType: board });
    at('/business', <BusinessPage />, '/business');
    const link = await screen.findByRole('link', {
      name: 'Ver negocio de Camila Andrea Rojas Soto',
    });
    const card = link.closest('li');
    if (!card) throw new Error('no card');
    fireEvent.dragStart(card, { dataTransfer: { setData: () => undefined } });
    const target = screen.getByRole('region', { name: 'Promesa' });
    fireEvent.dragOver(target, { dataTransfer: { dropEffect: '' } });
    fireEvent.drop(target);
    await screen.findByRole('dialog', { name: 'Mover negocio' });
    expect(screen.getByRole('radio', { name: 'Promesa' })).toHaveProperty('checked', true);
  });
});
