import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './user-form.stories';

const {
  Create,
  CreateByAgencyAdmin,
  CreateInvalid,
  CreateServerErrors,
  Edit,
  EditServerErrors,
  EditSelf,
  Saving,
} = composeStories(stories);

// Paste instead of typing key by key: the same change events, a fraction of the time.
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

const groupOf = (element: HTMLElement) => element.closest('[role="group"], fieldset');

describe('UserForm · create', () => {
  it('creates a user with role, agency and the projects of that agency', async () => {
    const onSubmit = vi.fn();
    render(<Create onSubmit={onSubmit} />);
    await fill(/^Nombre/, 'Camila');
    await fill(/^Apellido/, 'Rojas Soto');
    await fill(/^Correo/, 'camila.rojas@inmobiliariaandes.cl');
    await fill(/^Contraseña/, 'Andes2025');
    await userEvent.selectOptions(screen.getByLabelText(/^Rol/), 'RealstateVendor');
    const projects = screen.getByRole('group', { name: 'Proyectos' });
    expect(
      within(projects).getByText('Elige una inmobiliaria para asignar proyectos.'),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/^Inmobiliaria/), '1');
    expect(within(projects).queryByText('Condominio Brisas del Pacífico')).toBeNull();
    await userEvent.click(within(projects).getByText('Edificio Mirador del Maipo'));
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Camila',
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
      role: 'RealstateVendor',
      real_state_agency_id: '1',
      project_ids: ['12'],
    });
  });

  it('drops the projects of the previous agency when the agency changes', async () => {
    const onSubmit = vi.fn();
    render(<CreateServerErrors onSubmit={onSubmit} fieldErrors={undefined} />);
    await userEvent.click(screen.getByText('Condominio Parque Los Aromos'));
    await userEvent.selectOptions(screen.getByLabelText(/^Inmobiliaria/), '2');
    await userEvent.selectOptions(screen.getByLabelText(/^Inmobiliaria/), '1');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Condominio Parque Los Aromos' })
        .checked,
    ).toBe(false);
  });

  it('offers agency admins only the agency roles and their own agency', () => {
    render(<CreateByAgencyAdmin />);
    const roles = within(screen.getByLabelText(/^Rol/)).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      'Selecciona un rol',
      'Administrador de inmobiliaria',
      'Usuario de inmobiliaria',
      'Vendedor de inmobiliaria',
    ]);
    const agencies = within(screen.getByLabelText(/^Inmobiliaria/)).getAllByRole('option');
    expect(agencies.map((option) => option.textContent)).toEqual(['Inmobiliaria Los Andes']);
  });

  it('shows the shared schema messages in Spanish and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<CreateInvalid onSubmit={onSubmit} />);
    expect(await screen.findByText('El apellido es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Selecciona un rol.')).toBeTruthy();
    expect(screen.getByText(/al menos 8 caracteres/)).toBeTruthy();
    expect(screen.getByText('Ingresa un correo válido.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('places server errors next to their fields', async () => {
    render(<CreateServerErrors />);
    const taken = await screen.findByText('El correo ya está registrado.');
    expect(groupOf(taken)?.textContent).toContain('Correo');
    const weak = screen.getByText(/La contraseña debe tener al menos 8 caracteres/);
    expect(groupOf(weak)?.textContent).toContain('Contraseña');
  });
});

describe('UserForm · edit', () => {
  it('loads the user and submits status and direct permissions', async () => {
    const onSubmit = vi.fn();
    render(<Edit onSubmit={onSubmit} />);
    expect(screen.getByLabelText<HTMLInputElement>(/^Nombre/).value).toBe('Matías');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Condominio Parque Los Aromos' })
        .checked,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'show-quotations' }).checked,
    ).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText(/^Estado/), '0');
    await userEvent.click(screen.getByRole('checkbox', { name: 'show-users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      status: '0',
      password: undefined,
      permissions: ['show-quotations', 'show-users'],
      project_ids: ['11', '12'],
    });
  });

  it('keeps your own status and still submits it', async () => {
    const onSubmit = vi.fn();
    render(<EditSelf onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Estado/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No puedes desactivar tu propio usuario.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ status: '1' });
  });

  it('shows a field error and an overall failure', async () => {
    render(<EditServerErrors />);
    expect(await screen.findByText('El nombre no puede superar 100 caracteres.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'No puedes desactivar tu propio usuario.',
    );
  });

  it('locks the fields while saving', () => {
    render(<Saving />);
    expect(screen.getByLabelText(/^Nombre/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'show-users' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
