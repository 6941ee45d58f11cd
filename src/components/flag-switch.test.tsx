import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './flag-switch.stories';

const { On, Off, Busy, ReadOnly } = composeStories(stories);

const flag = () => screen.getByRole('switch', { name: 'Visible: Parque Los Aromos' });

describe('FlagSwitch', () => {
  it('tells the row the new value when flipped', async () => {
    const onChange = vi.fn();
    render(<Off onChange={onChange} />);
    expect(flag()).toHaveProperty('checked', false);
    await userEvent.click(flag());
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('turns off an active flag', async () => {
    const onChange = vi.fn();
    render(<On onChange={onChange} />);
    expect(flag()).toHaveProperty('checked', true);
    await userEvent.click(flag());
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  it('cannot be flipped while saving or for a read-only role', async () => {
    const onChange = vi.fn();
    const busy = render(<Busy onChange={onChange} />);
    expect(flag()).toHaveProperty('disabled', true);
    expect(busy.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    busy.unmount();
    render(<ReadOnly onChange={onChange} />);
    expect(flag()).toHaveProperty('disabled', true);
    await userEvent.click(flag());
    expect(onChange).not.toHaveBeenCalled();
  });
});
