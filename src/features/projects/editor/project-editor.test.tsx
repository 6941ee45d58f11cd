import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './project-editor.stories';
import { renderStory } from '../../../../tests/setup/render';

const { CreateAsAdmin, CreateAsAgencyStaff, EditAsAdmin, WithErrors, ServerErrors } =
  composeStories(stories);

// The first render loads the whole editor (every tab's fields): on a loaded machine it has taken
// over a minute, so this file allows two.
describe('ProjectEditor', { timeout: 120_000 }, () => {
  it('marks each tab with its errors after a failed save and opens the first one', async () => {
    const onSubmit = vi.fn();
    renderStory(<CreateAsAdmin onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('tab', { name: /Precios/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear proyecto' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /General/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('tab', { name: /General/ }).textContent).toContain('(3 errores)');
    expect(screen.getByRole('tab', { name: /Precios/ }).textContent).toContain('(3 errores)');
    expect(screen.getByRole('tab', { name: /Amenidades/ }).textContent).not.toContain('error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the rule errors of every tab in the error story', async () => {
    renderStory(<WithErrors />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Ubicación/ }).textContent).toContain('(2 errores)'),
    );
    expect(screen.getByRole('tab', { name: /Ejecutivos/ }).textContent).toContain('error');
  });

  it('opens the tab of the first server message and shows it by its field', async () => {
    renderStory(<ServerErrors />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /General/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByText('Ya existe un proyecto con ese slug.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Precios/ }).textContent).toContain('(1 error)');
  });

  it('shows the payment keys tab and the agency only to Admin, masked keys in edit', async () => {
    const staff = renderStory(<CreateAsAgencyStaff />);
    expect(screen.queryByRole('tab', { name: /Claves de pago/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Inmobiliaria/ })).toBeNull();
    staff.unmount();
    renderStory(<EditAsAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: /Claves de pago/ }));
    expect(screen.getByText('************a1B9')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Medios/ }));
    expect(screen.getByText('Panel de medios del proyecto')).toBeTruthy();
  });
});
