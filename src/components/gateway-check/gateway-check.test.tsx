import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './gateway-check.stories';

const { Paid, NothingNew, Unreachable, Busy, RequestRefused, KeysRefused } =
  composeStories(stories);

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('GatewayCheck', () => {
  it('shows nothing until pressed, then the gateway’s answer and each change', async () => {
    renderStory(<Paid />);
    expect(screen.queryByRole('status')).toBeNull();
    press('Verificar con Flow');
    const answer = await screen.findByRole('status');
    expect(within(answer).getByText('Flow informa: pagada.')).toBeTruthy();
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Pago N° 5521: pagado.',
      'Solicitud de reserva N° 412: Pagada.',
      'Orden de pago de reserva N° 377: Aprobada.',
    ]);
  });

  it('says nothing changed when the payment was already settled', async () => {
    renderStory(<NothingNew />);
    press('Verificar con Flow');
    expect(await screen.findByText('No hubo cambios: el pago ya estaba al día.')).toBeTruthy();
  });

  it('shows why Flow could not be asked', async () => {
    renderStory(<Unreachable />);
    press('Verificar con Flow');
    expect(await screen.findByText(/Flow no respondió a tiempo/)).toBeTruthy();
    // Nothing was checked, so it does not claim the payment was up to date.
    expect(screen.queryByText('No hubo cambios: el pago ya estaba al día.')).toBeNull();
  });

  it('shows a refused request’s message', async () => {
    renderStory(<RequestRefused />);
    press('Verificar con Flow');
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
  });

  it('is busy while the gateway answers', () => {
    renderStory(<Busy />);
    press('Verificar con Flow');
    expect(screen.getByRole('button').getAttribute('data-loading')).not.toBeNull();
    expect(screen.getByText('Consultando a Flow…')).toBeTruthy();
  });

  it('says in Spanish when the keys are refused', async () => {
    renderStory(<KeysRefused />);
    press('Probar credenciales');
    expect(await screen.findByText('Flow rechazó las claves: revisa el apiKey y el secretKey.')).toBeTruthy(); // prettier-ignore
  });
});
