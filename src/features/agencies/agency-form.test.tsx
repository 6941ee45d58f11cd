import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { pngFile } from '../../components/file-drop/file-drop.fixtures';
import * as stories from './agency-form.stories';
import { createVariables, editVariables } from './agency-form.mapping';
import type { AgencyFormValues } from './agency-form.schema';
import { renderStory } from '../../../tests/setup/render';

const {
  Create,
  CreateWithErrors,
  EditWithImages,
  EditWithoutImagesOrProjects,
  EditMissingOfficialName,
  ServerErrors,
  ServerFailure,
  Saving,
} = composeStories(stories);

const original = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:nueva-imagen';
});
afterEach(() => {
  URL.createObjectURL = original;
});

const submitted = (spy: ReturnType<typeof vi.fn>): AgencyFormValues => spy.mock.calls[0]?.[0];
const groupOf = (text: string) => screen.getByText(text).closest('[role="group"]')?.textContent;

describe('AgencyForm', () => {
  it('creates with only a name and sends blanks as null and no images', async () => {
    const onSubmit = vi.fn();
    renderStory(<Create onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Inmobiliaria Austral');
    await userEvent.click(screen.getByRole('button', { name: 'Crear inmobiliaria' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = submitted(onSubmit);
    expect(values).toMatchObject({ name: 'Inmobiliaria Austral', email: null, orden: null });
    const variables = createVariables(values);
    expect(variables.logo).toBeUndefined();
    expect(variables.cover_page).toBeUndefined();
    expect(screen.queryByText('Proyectos de la inmobiliaria')).toBeNull();
  });

  it('shows the shared schema messages by each field', async () => {
    const onSubmit = vi.fn();
    renderStory(<CreateWithErrors onSubmit={onSubmit} />);
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(groupOf('Ingresa un correo electrónico válido.')).toContain('Correo');
    expect(
      groupOf('Ingresa una dirección web válida que comience con http:// o https://.'),
    ).toContain('Sitio web');
    expect(screen.getByText('El orden debe ser un número entero mayor o igual a 0.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear inmobiliaria' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits with the stored images shown and sends only a newly chosen file', async () => {
    const onSubmit = vi.fn();
    renderStory(<EditWithImages onSubmit={onSubmit} />);
    expect(screen.getByAltText<HTMLImageElement>('Vista previa de logo').src).toMatch(/^data:/);
    expect(screen.getByAltText<HTMLImageElement>('Vista previa de portada').src).toMatch(/^data:/);
    expect(
      screen.getByRole('list', { name: 'Proyectos de la inmobiliaria' }).textContent,
    ).toContain('Condominio Vista Cordillera');
    const logo = pngFile('logo-andes-2025.png');
    await userEvent.upload(screen.getByLabelText('Logo'), logo);
    const quota = screen.getByLabelText(/^Cupo de proyectos/);
    await userEvent.clear(quota);
    await userEvent.type(quota, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const variables = editVariables('1', submitted(onSubmit));
    expect(variables).toMatchObject({
      agency_id: '1',
      name: 'Inmobiliaria Andes',
      official_name: 'Inmobiliaria Andes SpA',
      restriction_quantity: 12,
      orden: 1,
    });
    expect(variables.logo).toBe(logo);
    expect(variables.cover_page).toBeUndefined();
  });

  it('says when the agency has no projects and requires the razón social on edit', async () => {
    const first = renderStory(<EditWithoutImagesOrProjects />);
    expect(screen.getByText('Esta inmobiliaria aún no tiene proyectos.')).toBeTruthy();
    first.unmount();
    renderStory(<EditMissingOfficialName />);
    expect(await screen.findByText('La razón social es obligatoria.')).toBeTruthy();
  });

  it('puts server messages by their field, images included, and other failures on top', async () => {
    const first = renderStory(<ServerErrors />);
    expect(groupOf('Ya existe una inmobiliaria con ese nombre.')).toContain('Nombre');
    expect(
      screen.getByText('El logo debe ser una imagen JPG, PNG o WebP.').getAttribute('role'),
    ).toBe('alert');
    first.unmount();
    renderStory(<ServerFailure />);
    expect(screen.getByRole('alert').textContent).toContain('El servidor no pudo completar');
  });

  it('locks the form while saving', () => {
    renderStory(<Saving />);
    expect(screen.getByLabelText(/^Nombre/).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Logo:\s*Elegir imagen/ }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
