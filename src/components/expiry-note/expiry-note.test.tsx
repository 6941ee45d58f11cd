import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './expiry-note.stories';

const { Today, Tomorrow, InTwoDays, InTwoDaysDetail, Later, Overdue, Expired, NoDeadline } =
  composeStories(stories);

describe('ExpiryNote', () => {
  it('counts Chile calendar days to the last valid day', () => {
    render(<Today />);
    expect(screen.getByText('Vence hoy')).toBeTruthy();
    render(<Tomorrow />);
    expect(screen.getByText('Vence mañana')).toBeTruthy();
    render(<InTwoDays />);
    expect(screen.getByText('Vence en 2 días').getAttribute('title')).toBe('Vence el 04-12-2026');
  });

  it('gives the date on the details page and beyond a week', () => {
    render(<InTwoDaysDetail />);
    expect(screen.getByText('Vence el 04-12-2026')).toBeTruthy();
    render(<Later />);
    expect(screen.getByText('Vence el 22-12-2026')).toBeTruthy();
  });

  it('reads «Vencida» past the deadline and once expired', () => {
    expect(render(<Overdue />).container.textContent).toBe('Vencida');
    expect(render(<Expired />).container.textContent).toBe('Vencida');
  });

  it('shows a dash without a deadline', () => {
    render(<NoDeadline />);
    expect(screen.getByLabelText('Sin vencimiento').textContent).toBe('—');
  });
});
