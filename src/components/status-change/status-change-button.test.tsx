import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './status-change-button.stories';

const { Changeable, FinalStatus, Disabled, Flow } = composeStories(stories);

const button = () => screen.getByRole('button', { name: 'Cambiar estado' });

describe('StatusChangeButton', () => {
  it('opens the dialog with the next statuses', async () => {
    renderStory(<Changeable />);
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
  });

  it('does nothing on a final status and says why, to the keyboard too', async () => {
    renderStory(<FinalStatus />);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(button().getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Es un estado final: no se puede cambiar.');
    await userEvent.tab();
    expect(document.activeElement).toBe(button());
    // Focus opens the reason after the tooltip's delay; a click would close it again, so the
    // reason is read before the button is pressed.
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'Es un estado final: no se puede cambiar.',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the record loads', () => {
    renderStory(<Disabled />);
    expect(button().hasAttribute('disabled')).toBe(true);
  });

  it('changes the status and closes; the next opening offers the new next statuses', async () => {
    const { container } = renderStory(<Flow />);
    expect(container.textContent).toContain('Vigente');
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('radio', { name: 'Reservada' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cambiar estado' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.textContent).toContain('Reservada');
    await userEvent.click(button());
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'promised',
      'cancelled',
    ]);
  });
});
