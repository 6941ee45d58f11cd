import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './status-change-dialog.stories';
import { UNIT_ALREADY_BOOKED, neverAnswers, refusedByServer } from './status-change.fixtures';

const { Choosing, OneChoice, FinalStatus, Saving, Refused, LongRecordLabel, OtherTable, Closed } =
  composeStories(stories);

const radios = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
const confirmButton = () => screen.getByRole('button', { name: 'Cambiar estado' });

describe('StatusChangeDialog', () => {
  it('shows the current status and offers only the next ones, with their hints', async () => {
    renderStory(<Choosing />);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(dialog.textContent).toContain('Solicitud de reserva N° 1842 · Camila Andrea Rojas Soto');
    expect(within(dialog).getByText('Pendiente de pago')).toBeTruthy();
    expect(radios()).toEqual(['paid', 'expired', 'cancelled', 'rejected']);
    const paid = screen.getByRole('radio', { name: 'Pagada' });
    const hint = document.getElementById(paid.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'La reserva está pagada: la unidad queda reservada para el cliente.',
    );
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
  });

  it('confirms the chosen status and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onOpenChange = vi.fn();
    renderStory(<OneChoice onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('radio', { name: 'Anulada' })).toBeTruthy();
    expect(radios()).toEqual(['cancelled']);
    await userEvent.click(screen.getByRole('radio', { name: 'Anulada' }));
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith('cancelled');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('can be used with the keyboard alone', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderStory(<Choosing onConfirm={onConfirm} />);
    const first = await screen.findByRole('radio', { name: 'Pagada' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Vencida' })).toHaveProperty('checked', true),
    );
    // jsdom has no layout, so the dialog's focus trap finds nothing tabbable and keeps focus on
    // itself; the tab order is the DOM order (radios, Cancelar, Cambiar estado) in a browser.
    confirmButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('expired');
  });

  it('says when the status is final and offers nothing', async () => {
    renderStory(<FinalStatus />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Es un estado final: no se puede cambiar.');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('waits while the change is saved and cannot be closed meanwhile', async () => {
    const onOpenChange = vi.fn();
    renderStory(<Saving onConfirm={vi.fn(neverAnswers)} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Pagada' }));
    await userEvent.click(confirmButton());
    const busy = await screen.findByRole('button', { name: /Guardando/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the server refusal in Spanish and stays open to choose again', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn(refusedByServer);
    renderStory(<Refused onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Pagada' }));
    await userEvent.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cambiar el estado.');
    expect(alert.textContent).toContain(UNIT_ALREADY_BOOKED);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    onConfirm.mockImplementation(() => Promise.reject(new TypeError('x is undefined')));
    await userEvent.click(screen.getByRole('radio', { name: 'Anulada' }));
    await userEvent.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Ocurrió un error inesperado. Inténtalo de nuevo.',
      ),
    );
    expect(onConfirm).toHaveBeenLastCalledWith('cancelled');
  });

  it('wraps a long record name and serves other tables', async () => {
    const first = renderStory(<LongRecordLabel />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Etapa II, Torre B');
    first.unmount();
    renderStory(<OtherTable />);
    await screen.findByRole('dialog');
    expect(radios()).toEqual(['approved', 'rejected']);
  });

  it('renders nothing while closed', () => {
    renderStory(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
