import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './toaster.stories';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS, toaster } from './toaster';

const { Default } = composeStories(stories);

describe('Toaster', () => {
  afterEach(() => {
    toaster.remove();
    vi.useRealTimers();
  });

  it('shows a toast that stays open for the spec duration, then closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Éxito' }));
    const title = await screen.findByText('Cambios guardados');
    // jsdom fires no animationend, so the closed toast stays in the DOM: read its state instead.
    const root = () => title.closest('[data-part="root"]')?.getAttribute('data-state');
    expect(root()).toBe('open');
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    expect(root()).toBe('open');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(root()).toBe('closed');
  });

  it('offers an action for its longer duration, reachable by keyboard, and runs it once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onUndo = vi.fn();
    render(<Default onUndo={onUndo} />);
    await user.click(screen.getByRole('button', { name: 'Con acción' }));
    const title = await screen.findByText('Comentario archivado.');
    const root = () => title.closest('[data-part="root"]')?.getAttribute('data-state');
    await act(async () => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 500);
    });
    expect(root()).toBe('open');
    // The toast group's shortcut puts the focus on the toasts; Tab reaches the toast, then its
    // action.
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notificaciones (Alt+T)');
    await user.tab();
    expect(document.activeElement).toBe(title.closest('[data-part="root"]'));
    await user.tab();
    const undo = screen.getByRole('button', { name: 'Deshacer' });
    expect(document.activeElement).toBe(undo);
    // While the focus is on it the toast stays, however long.
    await act(async () => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS * 3);
    });
    expect(root()).toBe('open');
    await user.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(root()).toBe('closed');
  });

  it('closes an action toast on its own when nobody touches it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Con acción' }));
    const title = await screen.findByText('Comentario archivado.');
    const root = () => title.closest('[data-part="root"]')?.getAttribute('data-state');
    await act(async () => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS + 500);
    });
    expect(root()).toBe('closed');
  });

  it('shows a burst three at a time, at the bottom right, and the next when one closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Default />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toaster.create({ type: 'info', title: `Aviso ${n}` });
    });
    const group = await screen.findByRole('region', { name: 'Notificaciones (Alt+T)' });
    expect(group.getAttribute('data-placement')).toBe('bottom-end');
    await screen.findByText('Aviso 3');
    expect(screen.queryByText('Aviso 4')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(await screen.findByText('Aviso 5')).toBeTruthy();
  });

  it('uses the 3000 ms duration of spec §9, and 5000 ms for a toast with an action', () => {
    expect(ACTION_TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});
