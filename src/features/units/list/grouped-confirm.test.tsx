import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './grouped-confirm.stories';

const {
  HideMany,
  ShowParkingLots,
  MarkVulnerable,
  UnmarkSectorMedio,
  NotBookeableMany,
  PromisableWarehouses,
  Busy,
} = composeStories(stories);

describe('GroupedConfirm', () => {
  it('says how many units and which flag before hiding them', async () => {
    renderStory(<HideMany />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      '¿Ocultar 120 propiedades del sitio público?',
    );
    expect(dialog.textContent).toContain(
      'Cambia «Visible» en cada una de las 120 unidades seleccionadas.',
    );
    expect(dialog.textContent).toContain('podrás deshacerlo');
  });

  it('names each action and unit kind', async () => {
    const shown = renderStory(<ShowParkingLots />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '¿Mostrar 64 estacionamientos en el sitio público?',
    );
    shown.unmount();
    const marked = renderStory(<MarkVulnerable />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Marcar 250 propiedades como vulnerables?');
    expect(dialog.textContent).toContain('Cambia «Vulnerable»');
    marked.unmount();
    renderStory(<UnmarkSectorMedio />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '¿Quitar la marca de sector medio a 51 propiedades?',
    );
  });

  it('asks before reservable and promesable change, in the action’s words', async () => {
    const booked = renderStory(<NotBookeableMany />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      '¿Marcar 120 propiedades como no reservables?',
    );
    expect(dialog.textContent).toContain('Cambia «Reservable» en cada una de las 120 unidades');
    expect(within(dialog).getByRole('button', { name: 'No reservable' })).toBeTruthy();
    booked.unmount();
    renderStory(<PromisableWarehouses />);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '¿Marcar 75 bodegas como promesables?',
    );
  });

  it('confirms with the action’s own name, or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderStory(<HideMany onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while the change runs', async () => {
    renderStory(<Busy />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
