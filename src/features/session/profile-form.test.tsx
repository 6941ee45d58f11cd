import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './profile-form.stories';
import { renderStory } from '../../../tests/setup/render';

const { Default, Errors, ServerErrors, ServerFailure, Saving } = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

describe('ProfileForm', () => {
  it('submits names and leaves the password out when blank', async () => {
    const onSubmit = vi.fn();
    renderStory(<Default onSubmit={onSubmit} />);
    const name = screen.getByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Camila Andrea');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Camila Andrea',
      last_name: 'Rojas Soto',
      password: undefined,
    });
  });

  it('submits a new password when it is confirmed', async () => {
    const onSubmit = vi.fn();
    renderStory(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Andes2025');
    await userEvent.type(screen.getByLabelText(/^Repite la nueva contraseña/), 'Andes2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ password: 'Andes2025' });
  });

  it('shows the Spanish messages of the shared schema next to the fields', async () => {
    const onSubmit = vi.fn();
    renderStory(<Errors onSubmit={onSubmit} />);
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('places server field errors on their field and shows other failures on top', async () => {
    const first = renderStory(<ServerErrors />);
    const message = await screen.findByText(
      'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    );
    expect(message.closest('[role="group"]')?.textContent).toContain('Nueva contraseña');
    first.unmount();
    renderStory(<ServerFailure />);
    expect(screen.getByRole('alert').textContent).toContain(
      'El servidor no pudo completar la solicitud.',
    );
  });

  it('locks the fields while saving', () => {
    renderStory(<Saving />);
    expect(screen.getByLabelText(/^Nombre/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Correo/).hasAttribute('readonly')).toBe(true);
  });
});
