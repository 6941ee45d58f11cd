import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './role-editor.stories';
import { renderStory } from '../../../tests/setup/render';

const { Create, EditCustomRole, EditSystemRole, NoPermissionsYet, Errors, ServerErrors, Saving } =
  composeStories(stories);

const box = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('RoleEditor', () => {
  it('creates a role with the permissions ticked', async () => {
    const onSubmit = vi.fn();
    renderStory(<Create onSubmit={onSubmit} />);
    // Pasted, not typed: each keystroke would draw the hundred permissions again.
    await userEvent.click(screen.getByLabelText(/^Nombre del rol/));
    await userEvent.paste('  Jefa de ventas ');
    await userEvent.click(box(/^show-quotations/));
    await userEvent.click(box(/^export-quotations/));
    await userEvent.click(screen.getByRole('button', { name: 'Crear rol' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Jefa de ventas',
      permissions: ['show-quotations', 'export-quotations'],
    });
  });

  it('shows the menu entry of each system permission and counts the ticked ones', () => {
    renderStory(<EditCustomRole />);
    expect(box(/^show-users/).closest('label')?.textContent).toContain('Menú: Usuarios');
    expect(box(/^show-quotations/)).toHaveProperty('checked', true);
    expect(box(/^show-users/)).toHaveProperty('checked', false);
    expect(screen.getByText(/^3 de \d+ permisos asignados$/)).toBeTruthy();
  });

  it('filters the list and ticks or unticks only what the filter shows', async () => {
    const onSubmit = vi.fn();
    renderStory(<EditCustomRole onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Filtrar permisos'));
    await userEvent.paste('contact');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /^show-users/ })).toBeNull());
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar los filtrados' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent: string[] = onSubmit.mock.calls[0]?.[0].permissions;
    expect(sent).toHaveLength(8);
    expect(sent).toContain('show-contacts-newsletter');
    expect(sent).toContain('approve-discounts');
  });

  it('keeps a system role name read-only and says why', async () => {
    const onSubmit = vi.fn();
    renderStory(<EditSystemRole onSubmit={onSubmit} />);
    const name = screen.getByLabelText(/^Nombre del rol/);
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/Rol del sistema/)).toBeTruthy();
    await userEvent.click(box(/^news Menú/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].name).toBe('RealstateAdmin');
    expect(onSubmit.mock.calls[0]?.[0].permissions).toContain('news');
  });

  it('says so when there are no permissions to assign', () => {
    renderStory(<NoPermissionsYet />);
    expect(screen.getByText('Aún no hay permisos creados.')).toBeTruthy();
  });

  it('shows the shared schema messages and the server messages by the field', async () => {
    const onSubmit = vi.fn();
    const first = renderStory(<Errors onSubmit={onSubmit} />);
    expect(
      await screen.findByText('El nombre no puede contener comillas ni barras verticales.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear rol' }));
    expect(onSubmit).not.toHaveBeenCalled();
    first.unmount();
    renderStory(<ServerErrors />);
    const message = await screen.findByText('Ya existe un rol con ese nombre.');
    expect(
      within(message.closest('[role="group"]') ?? document.body).getByLabelText(/^Nombre del rol/),
    ).toBeTruthy();
  });

  it('locks the form while saving', () => {
    renderStory(<Saving />);
    expect(screen.getByLabelText(/^Nombre del rol/).hasAttribute('disabled')).toBe(true);
    expect(box(/^show-quotations/).hasAttribute('disabled')).toBe(true);
  });
});
