import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './toaster.stories';
import { TOAST_DURATION_MS, toaster } from './toaster';

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

  it('uses the 3000 ms duration of spec §9', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});
