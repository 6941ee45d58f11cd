import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './permission-editor.stories';
import { renderStory } from '../../../tests/setup/render';

const { Create, Rename, Errors, LongName, ServerErrors, ServerFailure, Saving } =
  composeStories(stories);

describe('PermissionEditor', () => {
  it('creates a permission with the trimmed name', async () => {
    const onSubmit = vi.fn();
    renderStory(<Create onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nombre del permiso/), ' export-bookings ');
    await userEvent.click(screen.getByRole('button', { name: 'Crear permiso' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'export-bookings' }));
  });

  it('renames and can be cancelled', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderStory(<Rename onSubmit={onSubmit} onCancel={onCancel} />);
    const name = screen.getByLabelText(/^Nombre del permiso/);
    expect(name).toHaveProperty('value', 'export-quotations');
    await userEvent.clear(name);
    await userEvent.type(name, 'export-quotations-xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'export-quotations-xlsx' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('refuses a blank or too long name in Spanish', async () => {
    const onSubmit = vi.fn();
    const first = renderStory(<Errors onSubmit={onSubmit} />);
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear permiso' }));
    expect(onSubmit).not.toHaveBeenCalled();
    first.unmount();
    renderStory(<LongName />);
    expect(await screen.findByText('El nombre no puede superar 100 caracteres.')).toBeTruthy();
  });

  it('shows a taken name by the field and other failures on top', async () => {
    const first = renderStory(<ServerErrors />);
    const message = await screen.findByText('Ya existe un permiso con ese nombre.');
    expect(message.closest('[role="group"]')?.textContent).toContain('Nombre del permiso');
    first.unmount();
    renderStory(<ServerFailure />);
    expect(screen.getByRole('alert').textContent).toContain('El servidor no pudo completar');
  });

  it('locks the field while saving', () => {
    renderStory(<Saving />);
    expect(screen.getByLabelText(/^Nombre del permiso/).hasAttribute('disabled')).toBe(true);
  });
});
