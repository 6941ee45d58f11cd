import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './icon-link.stories';

const { Link, WithAction } = composeStories(stories);

describe('IconLink', () => {
  it('is a link named by its label, which is also its tooltip', async () => {
    render(<Link />);
    const link = screen.getByRole('link', { name: 'Editar' });
    expect(link.getAttribute('href')).toBe('/projects/12/edit');
    await userEvent.hover(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Editar');
  });

  it('IconAction is a button with the same look that stays on the page', async () => {
    render(<WithAction />);
    expect(screen.getByRole('link', { name: 'Editar' })).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Eliminar' });
    await userEvent.hover(remove);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Eliminar');
  });
});
