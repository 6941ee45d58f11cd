import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './confirm-dialog.stories';

const { Open, Busy, Flow } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('renders an alert dialog with the title and both actions', async () => {
    render(<Open />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Eliminar el proyecto «Parque Los Aromos»?');
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('disables cancel while the action runs', async () => {
    render(<Busy />);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(true);
  });

  it('confirms or cancels', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    await user.click(screen.getByRole('button', { name: 'Eliminar comentario' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('Cancelado'));
    await user.click(screen.getByRole('button', { name: 'Eliminar comentario' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('Eliminado'));
  });
});
