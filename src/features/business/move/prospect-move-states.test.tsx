import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import { LUIS } from './prospect-move-states.story-kit';
import * as stories from './prospect-move-states.stories';

const all = composeStories(stories);

const column = (name: string) => within(screen.getByRole('region', { name }));
const count = (name: string) => column(name).getByTestId('stage-count').textContent;
const luis = (stage: string) =>
  column(stage)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(LUIS));
const dialog = () => screen.getByRole('dialog', { name: 'Mover negocio' });

describe('the board walked through the prospect-move states', () => {
  it.each([
    [
      'Tablero',
      () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(count('Evaluación financiera')).toBe('1 negocio');
      },
    ],
    [
      'Eligiendo',
      () => {
        expect(within(dialog()).getByText(`${LUIS} · ahora en Evaluación financiera`)).toBeTruthy();
        expect(within(dialog()).getAllByRole('radio')).toHaveLength(6);
      },
    ],
    [
      'SinEtapa',
      () => expect(within(dialog()).getByText('Elige la etapa de destino.')).toBeTruthy(),
    ],
    [
      'SinMotivo',
      () => expect(within(dialog()).getByText('Escribe por qué se mueve el negocio.')).toBeTruthy(),
    ],
    [
      'Confirmando',
      () => expect(screen.getByRole('alertdialog', { name: '¿Mover a Ganado?' })).toBeTruthy(),
    ],
    [
      'Guardando',
      () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(count('Evaluación financiera')).toBe('0 negocios');
        expect(count('Reserva')).toBe('1 negocio');
        expect(luis('Reserva')?.getAttribute('aria-busy')).toBe('true');
      },
    ],
    [
      'SegundoEnEspera',
      () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(count('Reserva')).toBe('1 negocio');
        expect(luis('Reserva')?.getAttribute('aria-busy')).toBe('true');
      },
    ],
    [
      'Movido',
      () => {
        expect(count('Reserva')).toBe('1 negocio');
        expect(luis('Reserva')?.hasAttribute('aria-busy')).toBe(false);
      },
    ],
    [
      'MovidoAGanado',
      () => {
        expect(count('Ganado')).toBe('2 negocios');
        expect(luis('Ganado')?.hasAttribute('aria-busy')).toBe(false);
      },
    ],
    [
      'Rechazado',
      () => {
        expect(screen.getByRole('alert').textContent).toMatch(
          /El negocio de Luis Alberto Muñoz Tapia no pasó a Reserva.*No tienes acceso/,
        );
        expect(count('Evaluación financiera')).toBe('1 negocio');
        expect(count('Reserva')).toBe('0 negocios');
      },
    ],
  ] as const)('%s shows its state', async (name, shows) => {
    const Story = all[name];
    renderStory(<Story />);
    await Story.play?.();
    await waitFor(shows);
  });
});
