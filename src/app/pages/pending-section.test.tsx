import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './pending-section.stories';

const { Default } = composeStories(stories);

describe('PendingSection', () => {
  it('names the section and says it is not available yet', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Preaprobaciones' })).toBeTruthy();
    expect(screen.getByText(/aún no está disponible/)).toBeTruthy();
  });
});
