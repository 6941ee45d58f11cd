import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './page-skeleton.stories';

const { Details, Form } = composeStories(stories);

describe('PageSkeleton', () => {
  it('tells screen readers what loads', () => {
    render(<Details />);
    const status = screen.getByRole('status', { name: 'Cargando cotización' });
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('draws a form shape with its fields for edit pages', () => {
    const { container } = render(<Form />);
    expect(screen.getByRole('status', { name: 'Cargando proyecto' })).toBeTruthy();
    expect(container.querySelectorAll('.chakra-skeleton').length).toBeGreaterThan(8);
  });
});
