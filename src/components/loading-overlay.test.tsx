import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './loading-overlay.stories';

const { Visible, RestoringSession, Hidden } = composeStories(stories);

describe('LoadingOverlay', () => {
  it('announces loading as a busy status', () => {
    render(<Visible />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Cargando…');
  });

  it('takes a custom label', () => {
    render(<RestoringSession />);
    expect(screen.getByRole('status').textContent).toContain('Restaurando tu sesión…');
  });

  it('renders nothing when hidden', () => {
    render(<Hidden />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
