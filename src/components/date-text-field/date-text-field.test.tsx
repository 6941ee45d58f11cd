import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './date-text-field.stories';

const { Empty, WrongDate } = composeStories(stories);

describe('DateTextField', () => {
  it('tells the page only when the person leaves the field or presses Enter, trimmed', async () => {
    renderStory(<Empty />);
    const input = screen.getByLabelText('Desde');
    await userEvent.type(input, ' 01-03-2025');
    expect(Empty.args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(Empty.args.onChange).toHaveBeenCalledWith('01-03-2025');
  });

  it('shows the Spanish error of a wrong date by the field', () => {
    renderStory(<WrongDate />);
    expect(screen.getByText('Escribe una fecha válida (dd-mm-aaaa).')).toBeTruthy();
    expect(screen.getByLabelText('Desde').getAttribute('aria-invalid')).toBe('true');
  });
});
