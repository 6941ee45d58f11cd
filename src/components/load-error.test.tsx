import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './load-error.stories';

const { WithRetry, MessageOnly } = composeStories(stories);

describe('LoadError', () => {
  it("shows the server's message and tries again on demand", async () => {
    const onRetry = vi.fn();
    render(<WithRetry onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar la lista.');
    expect(alert.textContent).toContain('No se pudo conectar con el servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without a handler', () => {
    render(<MessageOnly />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
