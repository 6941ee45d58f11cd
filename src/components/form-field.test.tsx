import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './form-field.stories';

const { WithHelper, WithError, Disabled } = composeStories(stories);

describe('FormField', () => {
  it('labels its control and shows the helper while there is no error', () => {
    render(<WithHelper />);
    const input = screen.getByRole('textbox', { name: /Nombre/ });
    expect(input).toHaveProperty('value', 'Inmobiliaria Andes');
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Como aparece en el sitio público.')).toBeTruthy();
  });

  it('shows the error instead of the helper and marks the control invalid', () => {
    render(<WithError />);
    expect(screen.getByText('Ingresa el nombre.')).toBeTruthy();
    expect(screen.queryByText('Como aparece en el sitio público.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Nombre/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('disables its control', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: /Nombre/ }).hasAttribute('disabled')).toBe(true);
  });
});
