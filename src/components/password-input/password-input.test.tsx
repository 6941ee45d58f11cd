import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './password-input.stories';

const { Hidden, Disabled } = composeStories(stories);

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, from the keyboard too', async () => {
    render(<Hidden />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Ocultar contraseña');
  });

  it('disables the toggle with the input', () => {
    render(<Disabled />);
    expect(
      screen.getByRole('button', { name: 'Mostrar contraseña' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
