import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { UNIT_ALREADY_BOOKED } from '../status-change/status-change.fixtures';
import * as stories from './record-status-bar.stories';

const { Changeable, ReadOnly, FinalStatus, Refused } = composeStories(stories);

const group = () => within(screen.getByRole('group', { name: 'Estado de la solicitud' }));

async function choose(label: string) {
  await userEvent.click(group().getByRole('button', { name: 'Cambiar estado' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
  await userEvent.click(dialog.getByRole('radio', { name: label }));
  await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
  return dialog;
}

describe('RecordStatusBar', () => {
  it('shows the status in Spanish and changes it to one of the next statuses', async () => {
    const onChange = vi.fn(() => Promise.resolve());
    renderStory(<Changeable onChange={onChange} />);
    expect(group().getByText('Pendiente de pago')).toBeTruthy();
    await choose('Pagada');
    expect(onChange).toHaveBeenCalledWith('paid');
  });

  it('offers no change to who may only look, and none from a final status', () => {
    const readOnly = renderStory(<ReadOnly />);
    expect(group().queryByRole('button')).toBeNull();
    readOnly.unmount();
    renderStory(<FinalStatus />);
    expect(
      group().getByRole('button', { name: 'Cambiar estado' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it("keeps the server's refusal in the dialog", async () => {
    renderStory(<Refused />);
    const dialog = await choose('Pagada');
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toContain(UNIT_ALREADY_BOOKED),
    );
  });
});
