import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './prospect-move-dialog.stories';
import { REFUSAL, WHY } from './prospect-move.fixtures';

const { Closed, DescribingEmpty, ConfirmingPermanent, QueuedSecondMove, FailedMove } =
  composeStories(stories);

const column = (id: string) => screen.getByTestId(`columna-${id}`).textContent;
const radios = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

describe('ProspectMoveDialog', () => {
  it('offers every other stage, refuses in Spanish, then moves at once with the counts', async () => {
    renderStory(<DescribingEmpty />);
    const dialog = await screen.findByRole('dialog', { name: 'Mover negocio' });
    expect(dialog.textContent).toContain('Camila Rojas Fuentes · ahora en Nuevo');
    expect(radios()).toEqual(['2', '3', '4', '5', '6', '7']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(dialog.textContent).toContain('Elige la etapa de destino.');
    // Keyboard only: the first stage, then the next with an arrow.
    screen.getByRole('radio', { name: 'Contactado' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Evaluación financiera' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(dialog.textContent).toContain('Escribe por qué se mueve el negocio.');
    await userEvent.click(screen.getByRole('textbox', { name: /¿Por qué se mueve\?/ }));
    await userEvent.paste(WHY);
    expect(dialog.textContent).toContain('46 de 1.000 caracteres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(column('1')).toBe('Nuevo · 41');
    expect(column('3')).toBe('Evaluación financiera · 4');
    expect(screen.getByText('Guardando…')).toBeTruthy();
  });

  it('asks before a permanent stage: Volver keeps the draft, Sí, mover moves', async () => {
    renderStory(<ConfirmingPermanent />);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Mover a Ganado?' });
    expect(dialog.textContent).toContain('Es una etapa final: el negocio de Matías González Soto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('radio', { name: 'Ganado (pide confirmación)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('textbox')).toHaveProperty('value', WHY);
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, mover' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(column('6')).toBe('Ganado · 13');
  });

  it('a second move of the same prospect waits for the first', async () => {
    renderStory(<QueuedSecondMove />);
    expect(await screen.findByText('Otro movimiento en espera')).toBeTruthy();
    expect(column('2')).toBe('Contactado · 8');
    expect(column('3')).toBe('Evaluación financiera · 3');
  });

  it('a refused move rolls back and its notice closes with Cerrar', async () => {
    renderStory(<FailedMove />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('El negocio de Camila Rojas Fuentes no pasó a Contactado');
    expect(notice.textContent).toContain(REFUSAL);
    expect(column('1')).toBe('Nuevo · 42');
    expect(column('2')).toBe('Contactado · 7');
    await userEvent.click(screen.getByRole('button', { name: /Cerrar el aviso de Camila/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancelar closes without moving', async () => {
    renderStory(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Mover a…' })[1] ?? document.body);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Matías González Soto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(column('1')).toBe('Nuevo · 42');
  });
});
